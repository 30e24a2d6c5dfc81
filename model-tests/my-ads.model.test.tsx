// @vitest-environment jsdom
/**
 * Generated paths of an ads list, walked on the machine and through MyAdsScreen with the real hook
 * (parked calls): the tabs with their counts, the cards in order with their links and statistics,
 * 'Încarcă mai multe', the empty list with 'Adaugă anunț', the loading and error states, and a row's
 * finished change arriving through the view's `changed`, as the card's own flow reports it.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { MyAdsScreen } from '@/components/my-ads/my-ads-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { MyAdsContext, MyAdsEvent, MyAdsInput } from '@/machines/my-ads/my-ads.types';
import { useMyAds } from '@/machines/my-ads/use-my-ads';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as MyAdsContext;

/** The catalogue's words, written out (the screen is what is tested, not the catalogue lookup). */
const TABS = [
  ['Active', '/contul-meu/active', 'active'],
  ['În așteptare', '/contul-meu/waiting', 'waiting'],
  ['Dezactivate', '/contul-meu/archive', 'archived'],
  ['Moderate', '/contul-meu/moderated', 'moderated'],
  ['Ciorne', '/contul-meu/draft', 'draft'],
] as const;
const CURRENT = {
  ACTIVE: 'Active',
  WAITING: 'În așteptare',
  ARCHIVED: 'Dezactivate',
  MODERATED: 'Moderate',
  DRAFT: 'Ciorne',
};
const EMPTY = {
  ACTIVE: /Nu ai niciun anunț activ/,
  WAITING: /Nu ai niciun anunț în așteptare/,
  ARCHIVED: /Nu ai niciun anunț dezactivat/,
  MODERATED: /Nu ai niciun anunț oprit de moderare/,
  DRAFT: /Nu ai nicio ciornă/,
};
const NOTICES = {
  deactivated: 'Anunțul a fost dezactivat și nu mai apare în căutări.',
  reactivatedActive: 'Anunțul a fost reactivat și apare din nou în căutări.',
  reactivatedWaiting: 'Anunțul a fost reactivat și așteaptă verificarea înainte de a fi publicat.',
  draftDeleted: 'Ciorna a fost ștearsă.',
};

function expectTabs(context: MyAdsContext): void {
  const nav = screen.getByRole('navigation', { name: 'Stările anunțurilor' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
    TABS.map(([name, href, key]) => [context.counts ? `${name} (${context.counts[key]})` : name, href]),
  );
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(CURRENT[context.tab]);
}

/** The cards are the context's adverts, in order, each with its title, price, statistics and links. */
function expectList(context: MyAdsContext): void {
  const cards = [...document.querySelectorAll<HTMLElement>('[data-my-ad]')];
  expect(cards.map((card) => card.dataset['myAd'])).toEqual(context.items.map((row) => row.id));
  context.items.forEach((item, i) => {
    const card = within(cards[i]!);
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(item.title);
    expect(card.getByText(item.price ?? 'Fără preț')).toBeInTheDocument();
    if (!item.draft) {
      const stats = card.getByRole('list', { name: `Statisticile anunțului ${item.title}` });
      expect(stats).toHaveTextContent(
        `Vizualizări: ${item.stats.views}Telefon afișat: ${item.stats.phoneReveals}Mesaje: ${item.stats.messages}`,
      );
    }
    const edit = item.draft ? `Continuă ciorna ${item.title}` : `Editează anunțul ${item.title}`;
    expect(card.getByRole('link', { name: edit })).toHaveAttribute('href', item.editUrl);
  });
  const empty = screen.queryByText(EMPTY[context.tab]);
  expect(empty !== null).toBe(context.items.length === 0);
  if (empty)
    expect(screen.getByRole('link', { name: 'Adaugă anunț' })).toHaveAttribute('href', '/anunt-nou/selectcategory');
  const more = screen.queryByRole('button', { name: /^(Încarcă mai multe|Se încarcă…)$/ });
  expect(more !== null).toBe(context.endCursor !== null);
}

function expectMessages(context: MyAdsContext): void {
  const status = oneWithRole(document, 'status');
  if (context.notice) expect(status).toHaveTextContent(NOTICES[context.notice]);
  else expect(status).toBeNull();
  const alert = oneWithRole(document, 'alert');
  if (context.actionError) expect(alert).toHaveTextContent('Nu am putut încărca mai multe anunțuri.');
  else expect(alert).toBeNull();
}

function expectPage(snapshot: FlowSnapshot): void {
  const context = ctx(snapshot);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Anunțurile mele');
  expectTabs(context);
  expectMessages(context);
  expectList(context);
}

describeFlow(findRegisteredMachine('myAds')!, (scenario, flow) => {
  const input = scenario.input as MyAdsInput;
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useMyAds(input, { actors }),
    (view) => <MyAdsScreen view={view} />,
  );
  const events: Record<string, (step: { event: EventObject }) => void | Promise<void>> = {
    'list.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'list.loadMore': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încarcă mai multe'))),
    'advert.changed': ({ event }) => {
      const { type: _type, ...change } = event as Extract<MyAdsEvent, { type: 'advert.changed' }>;
      return actAndFlush(() => harness.view().changed(change));
    },
    ...harness.settling(['loadPage', 'loadMore']),
  };
  return {
    params: {
      events,
      states: {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Se încarcă anunțurile…');
          expect(document.querySelector('[data-my-ad]')).toBeNull();
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Anunțurile nu au putut fi încărcate.');
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
          expect(document.querySelector('[data-my-ad]')).toBeNull();
        },
        ready: (snapshot: FlowSnapshot) => expectPage(snapshot),
        loadingMore: (snapshot: FlowSnapshot) => {
          expectPage(snapshot);
          expect(theButtonNamed(document, 'Se încarcă…')).toBeDisabled();
        },
      },
    },
    dispose: harness.dispose,
  };
});
