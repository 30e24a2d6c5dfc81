// @vitest-environment jsdom
/**
 * Generated paths of the listing's saved-search popover, walked on the machine and through
 * SaveSearchFlow (the popover with its snackbar) with the real hook (parked save call): the name
 * prefilled with the listing's summary, daily alerts by default, an empty name refused on its
 * field with the text kept, a duplicate naming the existing search, a network failure with a
 * retry that keeps what was typed, the confirmation with its link, Escape bringing the focus back
 * to the button; signed out, the invitation to sign in back to the same listing.
 */
import { fireEvent, within } from '@testing-library/react';
import { SaveSearchFlow } from '@/components/saved-searches/save-search-button';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import {
  SAVED_SEARCH_LISTING_URL,
  SAVED_SEARCH_SUMMARY,
  SAVED_SEARCH_TARGET,
} from '@/machines/saved-search/saved-search.fixtures';
import type {
  SavedSearchContext,
  SavedSearchEvent,
  SavedSearchInput,
} from '@/machines/saved-search/saved-search.types';
import type { SavedSearchDeps } from '@/machines/saved-search/use-saved-search';
import { authenticationRedirectPath } from '@/lib/session/auth-paths';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as SavedSearchContext;

const REFUSALS: Record<string, (existingName: string | null) => string> = {
  'errors:savedSearches.badName': () => 'Numele căutării trebuie să aibă între 1 și 80 de caractere.',
  'errors:savedSearches.duplicate': (existing) => `Ai salvat deja această căutare, ca „${existing ?? ''}”.`,
};
const FAILED = 'Modificarea nu a putut fi salvată. Verifică conexiunea și încearcă din nou.';
const FREQUENCY_LABELS = { INSTANT: 'Instant', DAILY: 'Zilnic', WEEKLY: 'Săptămânal' } as Record<string, string>;
const SIGN_IN_URL = authenticationRedirectPath(SAVED_SEARCH_LISTING_URL);

const trigger = () => theButtonNamed(document, 'Salvează căutarea');
const popover = () => oneWithRole(document, 'dialog');
const nameField = () => popover()!.querySelector<HTMLInputElement>('input[name="name"]')!;
const alerts = () => [...popover()!.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const snackbarText = () => document.querySelector('[data-snackbar-id]')?.textContent ?? null;

function expectForm(snapshot: FlowSnapshot, saving: boolean): void {
  const context = ctx(snapshot);
  const open = popover()!;
  expect(open).toHaveAccessibleName('Salvează căutarea');
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  expect(nameField().value).toBe(context.name);
  expect(nameField().readOnly).toBe(saving);
  const checked = open.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  expect(checked?.value).toBe(context.frequency);
  const radios = [...open.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(Object.values(FREQUENCY_LABELS));
  const expected = [
    context.refusal ? REFUSALS[context.refusal.key]!(context.refusal.existingName) : null,
    context.error ? FAILED : null,
  ].filter((text): text is string => text !== null);
  expect(alerts()).toEqual(expected);
  expect(nameField()).toHaveAttribute('aria-invalid', String(context.refusal?.field === 'name'));
  const submit = open.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  expect(submit.disabled).toBe(saving);
  expect(submit).toHaveTextContent(saving ? 'Se salvează…' : context.error ? 'Încearcă din nou' : 'Salvează');
  expect(within(open).queryByRole('link')).toBeNull();
}

describeFlow(findRegisteredMachine('savedSearch')!, (scenario, flow) => {
  const { signedIn } = scenario.input as SavedSearchInput;
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => actors as SavedSearchDeps['actors'],
    (actors) => (
      <SaveSearchFlow
        signedIn={signedIn}
        summary={SAVED_SEARCH_SUMMARY}
        search={SAVED_SEARCH_TARGET}
        signInUrl={SIGN_IN_URL}
        deps={actors ? { actors } : {}}
      />
    ),
  );
  type Step = { event: { type: string } };
  const eventOf = <T extends SavedSearchEvent['type']>(step: Step) =>
    step.event as Extract<SavedSearchEvent, { type: T }>;
  const events = {
    'popover.open': () => actAndFlush(() => fireEvent.click(trigger())),
    'popover.close': async () => {
      await actAndFlush(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
      // Escape closes the popover wherever the focus was in it, and the focus is back on the button.
      expect(document.activeElement).toBe(trigger());
    },
    'name.change': (step: Step) =>
      actAndFlush(() => fireEvent.change(nameField(), { target: { value: eventOf<'name.change'>(step).name } })),
    'frequency.change': (step: Step) => {
      const label = FREQUENCY_LABELS[eventOf<'frequency.change'>(step).frequency]!;
      return actAndFlush(() => fireEvent.click(within(popover()!).getByRole('radio', { name: label })));
    },
    'search.save': () => actAndFlush(() => fireEvent.click(theButtonNamed(popover()!, 'Salvează'))),
    'search.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(popover()!, 'Încearcă din nou'))),
    ...harness.settling(['saveSearch']),
  };
  return {
    params: {
      events,
      states: {
        closed: () => {
          expect(popover()).toBeNull();
          expect(trigger()).toHaveAttribute('aria-expanded', 'false');
          expect(trigger()).toBeEnabled();
        },
        invitingSignIn: () => {
          const open = popover()!;
          expect(open).toHaveTextContent(
            'Autentifică-te ca să salvezi căutarea și să primești pe e-mail anunțurile noi.',
          );
          expect(within(open).getByRole('link', { name: 'Autentifică-te' })).toHaveAttribute('href', SIGN_IN_URL);
          expect(open.querySelector('form')).toBeNull();
          expect(document.activeElement).toBe(open);
        },
        'open.editing': (snapshot: FlowSnapshot) => {
          expectForm(snapshot, false);
          expect(popover()!.contains(document.activeElement)).toBe(true);
        },
        'open.saving': (snapshot: FlowSnapshot) => expectForm(snapshot, true),
        'open.refused': (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        'open.failed': (snapshot: FlowSnapshot) => expectForm(snapshot, false),
        saved: (snapshot: FlowSnapshot) => {
          const open = popover()!;
          expect(open).toHaveAccessibleName('Căutare salvată');
          expect(open).toHaveTextContent(`Vei primi pe e-mail anunțurile noi pentru „${ctx(snapshot).saved!.name}”.`);
          expect(within(open).getByRole('link', { name: 'Vezi căutările salvate' })).toHaveAttribute(
            'href',
            '/cautari-salvate',
          );
          expect(open.querySelector('form')).toBeNull();
          expect(snackbarText()).toContain('Căutare salvată');
        },
      },
    },
    dispose: harness.dispose,
  };
});
