// @vitest-environment jsdom
/**
 * Generated paths of one advert's state changes, walked on the machine and through the advert card
 * with the real hook (parked calls): the actions each state offers, the confirmation dialogs, the
 * button that says what is under way, and the reason of a refusal or a failure.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { MyAdCardView } from '@/components/my-ads/my-ad-card';
import type { MyAdRow } from '@/lib/my-ads/my-ads-api';
import type { AdvertStateContext, AdvertStateInput } from '@/machines/advert-state/advert-state.types';
import { useAdvertState } from '@/machines/advert-state/use-advert-state';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { buttonNamed, oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const TITLE = 'Dacia Logan 1.0 SCe 2019';
const ACTIONS = {
  ACTIVE: ['EDIT', 'DUPLICATE', 'DEACTIVATE'],
  WAITING: ['EDIT', 'DUPLICATE'],
  ARCHIVED: ['REACTIVATE', 'EDIT', 'DUPLICATE'],
  MODERATED: ['EDIT', 'DUPLICATE'],
  DRAFT: ['EDIT', 'DELETE_DRAFT'],
} as const;

/** The row the list would give for the scenario's advert. */
function rowOf(input: AdvertStateInput): MyAdRow {
  const draft = input.tab === 'DRAFT';
  return {
    id: input.id,
    draft,
    tab: input.tab,
    title: TITLE,
    price: '7.900 EUR',
    photoUrl: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    editedAt: '2026-03-10T09:00:00.000Z',
    moderationReason: input.tab === 'MODERATED' ? 'contact_in_text' : null,
    url: input.tab === 'ACTIVE' ? `/autoturisme/anunt/${input.id}` : null,
    hiddenUntilPayment: false,
    editUrl: `/autoturisme/anunt-nou/edit/${input.id}`,
    duplicateUrl: draft ? null : `/autoturisme/anunt-nou/duplicate/${input.id}`,
    stats: { views: 12, phoneReveals: 3, messages: 1 },
    actions: [...ACTIONS[input.tab]],
  };
}

const ERRORS: Record<string, RegExp> = {
  'errors:myAds.notAllowed': /Această schimbare nu este posibilă în starea actuală a anunțului/,
  'errors:myAds.unknown': /Anunțul nu a fost găsit printre anunțurile tale/,
  'my-ads:errors.change': /Schimbarea nu a putut fi făcută/,
};

const BUTTONS = {
  deactivate: `Dezactivează anunțul ${TITLE}`,
  reactivate: `Reactivează anunțul ${TITLE}`,
  delete: `Șterge ciorna ${TITLE}`,
};

/** Exactly these state buttons, enabled unless a change is under way; the error of the context. */
function expectCard(snapshot: FlowSnapshot, shown: { deactivate?: string; reactivate?: string; delete?: string }) {
  const context = snapshot.context as AdvertStateContext;
  const busy = snapshot.hasTag('busy');
  for (const [kind, name] of Object.entries(BUTTONS) as [keyof typeof BUTTONS, string][]) {
    const button = buttonNamed(document, name);
    expect(button !== null, `${kind} button`).toBe(shown[kind] !== undefined);
    if (button) {
      expect(button).toHaveTextContent(shown[kind]!);
      expect(button.disabled).toBe(busy);
    }
  }
  const alert = oneWithRole(document, 'alert');
  if (context.error) expect(alert).toHaveTextContent(ERRORS[context.error]!);
  else expect(alert).toBeNull();
  if (!snapshot.hasTag('confirming')) expect(screen.queryByRole('dialog')).toBeNull();
}

function expectDialog(title: string, accept: string) {
  const dialog = screen.getByRole('dialog', { name: title });
  expect(within(dialog).getByText(new RegExp(TITLE))).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: accept })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Renunță' })).toBeEnabled();
}

describeFlow(findRegisteredMachine('advertState')!, (scenario, flow) => {
  const input = scenario.input as AdvertStateInput;
  const row = rowOf(input);
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useAdvertState(input, { actors }),
    (view) => (
      <ul>
        <MyAdCardView row={row} view={view} />
      </ul>
    ),
  );
  const click = (name: string) => () => actAndFlush(() => fireEvent.click(theButtonNamed(document, name)));
  const inDialog = (name: string) => () =>
    actAndFlush(() => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name })));
  const links = () => {
    expect(
      screen.getByRole('link', { name: new RegExp(`^(Editează anunțul|Continuă ciorna) ${TITLE}$`) }),
    ).toHaveAttribute('href', row.editUrl);
  };
  return {
    params: {
      events: {
        'advert.deactivate': click(BUTTONS.deactivate),
        'advert.reactivate': click(BUTTONS.reactivate),
        'advert.deleteDraft': click(BUTTONS.delete),
        'confirm.accept': ({ event: _event }) =>
          screen.queryByRole('dialog', { name: 'Dezactivezi anunțul?' })
            ? inDialog('Dezactivează')()
            : inDialog('Șterge ciorna')(),
        'confirm.cancel': inDialog('Renunță'),
        ...harness.settling(['deactivate', 'reactivate', 'deleteDraft']),
      },
      states: {
        starting: () => {
          throw new Error('starting is a transient state');
        },
        active: (s: FlowSnapshot) => {
          expectCard(s, { deactivate: 'Dezactivează' });
          links();
        },
        confirmingDeactivate: (s: FlowSnapshot) => {
          expectCard(s, { deactivate: 'Dezactivează' });
          expectDialog('Dezactivezi anunțul?', 'Dezactivează');
        },
        deactivating: (s: FlowSnapshot) => expectCard(s, { deactivate: 'Se dezactivează…' }),
        archived: (s: FlowSnapshot) => {
          expectCard(s, { reactivate: 'Reactivează' });
          links();
        },
        reactivating: (s: FlowSnapshot) => expectCard(s, { reactivate: 'Se reactivează…' }),
        // Drawn with the row the list gave (the list drops or keeps it): no state change is offered.
        waiting: (s: FlowSnapshot) => {
          expectCard(s, {});
          links();
        },
        moderated: (s: FlowSnapshot) => {
          expectCard(s, {});
          if (input.tab === 'MODERATED')
            expect(screen.getByText(/Titlul sau descrierea conțin date de contact/)).toBeInTheDocument();
        },
        draft: (s: FlowSnapshot) => {
          expectCard(s, { delete: 'Șterge' });
          links();
          expect(screen.queryByRole('link', { name: /^Duplică/ })).toBeNull();
        },
        confirmingDelete: (s: FlowSnapshot) => {
          expectCard(s, { delete: 'Șterge' });
          expectDialog('Ștergi ciorna?', 'Șterge ciorna');
        },
        deleting: (s: FlowSnapshot) => expectCard(s, { delete: 'Se șterge…' }),
        deleted: (s: FlowSnapshot) => expectCard(s, {}),
      },
    },
    dispose: harness.dispose,
  };
});
