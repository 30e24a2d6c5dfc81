// @vitest-environment jsdom
/**
 * Generated paths of the favourites list (/favorite, signed in), walked on the machine and through
 * FavouritesScreen with the real hook (parked calls): the cards in order, the inactive advert
 * marked with its link to similar adverts, 'Elimină' and 'Elimină tot' each behind the
 * confirmation dialog, the announced removals and their failures, the empty list with its link to
 * search, and the loading and error-with-retry states.
 */
import { fireEvent, within } from '@testing-library/react';
import { FavouritesScreen } from '@/components/favourites/favourites-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { FavouriteListContext, FavouriteListEvent } from '@/machines/favourite-list/favourite-list.types';
import { useFavouriteList } from '@/machines/favourite-list/use-favourite-list';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as FavouriteListContext;

/** The catalogue's words, written out (the screen is what is tested, not the catalogue lookup). */
const NOTICES = {
  removed: 'Anunțul a fost eliminat din favorite.',
  allRemoved: 'Toate anunțurile au fost eliminate din favorite.',
};
const ACTION_ERRORS: Record<string, string> = {
  'favourites:errors.remove': 'Anunțul nu a putut fi eliminat din favorite. Încearcă din nou.',
  'favourites:errors.removeAll': 'Anunțurile nu au putut fi eliminate din favorite. Încearcă din nou.',
};

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-favourite]')];
const dialog = () => oneWithRole(document, 'dialog');

/** The cards are the context's favourites, in order, each with its title and actions. */
function expectList(context: FavouriteListContext, busy: boolean): void {
  expect(cards().map((card) => card.dataset['favourite'])).toEqual(context.items.map((i) => i.advert.id));
  context.items.forEach(({ advert, active }, i) => {
    const card = within(cards()[i]!);
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(advert.title);
    expect(card.getByRole('link', { name: advert.title })).toHaveAttribute('href', advert.url);
    expect(card.queryByText('Anunț inactiv') !== null).toBe(!active);
    const similar = card.queryByRole('link', { name: `Vezi anunțuri similare: ${advert.title}` });
    if (active) expect(similar).toBeNull();
    else expect(similar).toHaveAttribute('href', `${advert.url}#anunturi-similare`);
    expect(card.queryByText(/^Preț redus cu /u) !== null).toBe(advert.priceDrop !== null);
    const remove = theButtonNamed(cards()[i]!, `Elimină din favorite: ${advert.title}`);
    expect(remove.disabled).toBe(busy);
  });
  const empty = document.body.textContent?.includes('Nu ai anunțuri favorite încă.') ?? false;
  expect(empty).toBe(context.items.length === 0);
  if (empty) {
    const search = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Caută anunțuri');
    expect(search).toHaveAttribute('href', '/autoturisme');
  }
  const removeAll = [...document.querySelectorAll('button')].filter(
    (b) => b.textContent === 'Elimină tot' && !b.closest('[role="dialog"]'),
  );
  expect(removeAll.length).toBe(context.items.length > 0 ? 1 : 0);
}

function expectMessages(context: FavouriteListContext): void {
  const status = oneWithRole(document, 'status');
  if (context.notice) expect(status).toHaveTextContent(NOTICES[context.notice]);
  else expect(status).toBeNull();
  const alert = oneWithRole(document, 'alert');
  if (context.actionError) expect(alert).toHaveTextContent(ACTION_ERRORS[context.actionError]!);
  else expect(alert).toBeNull();
}

function expectPage(snapshot: FlowSnapshot, busy = false): void {
  const context = ctx(snapshot);
  expect(document.querySelector('h2')).toHaveTextContent('Anunțuri favorite');
  expectMessages(context);
  expectList(context, busy);
}

describeFlow(findRegisteredMachine('favouriteList')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useFavouriteList({ actors }),
    (view) => <FavouritesScreen view={view} />,
  );
  const events = {
    'list.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'advert.remove': ({ event }: { event: { type: string } }) => {
      const { id } = event as Extract<FavouriteListEvent, { type: 'advert.remove' }>;
      const card = document.querySelector<HTMLElement>(`[data-favourite="${id}"]`)!;
      return actAndFlush(() => fireEvent.click(theButtonNamed(card, /^Elimină din favorite: /u)));
    },
    'all.remove': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Elimină tot'))),
    'removal.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, /^(Elimină|Elimină tot)$/u))),
    'removal.cancel': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, 'Renunță'))),
    ...harness.settling(['loadList', 'unfollow', 'removeAll']),
  };
  return {
    params: {
      events,
      states: {
        loading: () => {
          expect(theOneWithRole(document, 'status')).toHaveTextContent('Se încarcă anunțurile favorite…');
          expect(cards()).toEqual([]);
        },
        failed: () => {
          expect(theOneWithRole(document, 'alert')).toHaveTextContent('Anunțurile favorite nu au putut fi încărcate.');
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
          expect(cards()).toEqual([]);
        },
        ready: (snapshot: FlowSnapshot) => {
          expectPage(snapshot);
          expect(dialog()).toBeNull();
        },
        confirming: (snapshot: FlowSnapshot) => {
          expectPage(snapshot);
          const removal = ctx(snapshot).removal!;
          const open = dialog()!;
          if (removal.kind === 'all') {
            expect(open).toHaveAccessibleName('Elimini toate anunțurile favorite?');
            expect(open).toHaveTextContent('Lista ta de favorite va rămâne goală.');
          } else {
            expect(open).toHaveAccessibleName('Elimini anunțul din favorite?');
            expect(open).toHaveTextContent(`„${removal.title}” nu va mai apărea în lista ta de favorite.`);
          }
        },
        removing: (snapshot: FlowSnapshot) => {
          expectPage(snapshot, true);
          expect(dialog()).toBeNull();
        },
        removingAll: (snapshot: FlowSnapshot) => {
          expectPage(snapshot, true);
          expect(dialog()).toBeNull();
        },
      },
    },
    dispose: harness.dispose,
  };
});
