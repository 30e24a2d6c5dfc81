// @vitest-environment jsdom
/**
 * Generated paths of the saved searches list (/cautari-salvate, signed in; also the /favorite tab),
 * walked on the machine and through SavedSearchesScreen with the real hook (parked calls): the
 * searches in order with their summary, count and frequency, opening one (the visit counted, then
 * the listing), renaming in place (a bad name refused, Escape cancels), the frequency select, the
 * deletion behind its dialog, the optimistic changes undone with a message, the empty list, and the
 * loading and error-with-retry states.
 */
import { fireEvent, within } from '@testing-library/react';
import { SavedSearchesScreen } from '@/components/saved-searches/saved-searches-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type {
  SavedSearchListContext,
  SavedSearchListEvent,
} from '@/machines/saved-search-list/saved-search-list.types';
import { useSavedSearchList } from '@/machines/saved-search-list/use-saved-search-list';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as SavedSearchListContext;

/** The catalogue's words, written out (the screen is what is tested, not the catalogue lookup). */
const NOTICES = {
  renamed: 'Căutarea a fost redenumită.',
  frequencyChanged: 'Frecvența alertelor a fost schimbată.',
  deleted: 'Căutarea a fost ștearsă.',
};
const ERRORS: Record<string, string> = {
  'errors:savedSearches.badName': 'Numele căutării trebuie să aibă între 1 și 80 de caractere.',
  'errors:savedSearches.saveFailed': 'Modificarea nu a putut fi salvată. Verifică conexiunea și încearcă din nou.',
  'errors:savedSearches.unknown': 'Această căutare salvată nu mai există.',
};
const FREQUENCIES: Record<string, string> = {
  INSTANT: 'Instant',
  DAILY: 'Zilnic',
  WEEKLY: 'Săptămânal',
  OFF: 'Fără alerte',
};

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-saved-search]')];
const row = (id: string) => document.querySelector<HTMLElement>(`[data-saved-search="${id}"]`)!;
const dialog = () => oneWithRole(document, 'dialog');
const nameField = () => document.querySelector<HTMLInputElement>('form input[name="name"]');

function countText(count: number): string {
  if (count === 0) return 'Niciun anunț nou';
  if (count >= 100) return '100+ anunțuri noi';
  return count === 1 ? '1 anunț nou' : count < 20 ? `${count} anunțuri noi` : `${count} de anunțuri noi`;
}

/** The rows are the context's searches, in order, each with its parts and actions. */
function expectList(context: SavedSearchListContext, busy: boolean): void {
  expect(rows().map((r) => r.dataset['savedSearch'])).toEqual(context.items.map((i) => i.id));
  context.items.forEach((search, i) => {
    const item = rows()[i]!;
    const inside = within(item);
    const editing = context.rename?.id === search.id;
    if (editing) {
      expect(inside.queryByRole('link')).toBeNull();
    } else {
      const link = inside.getByRole('link', { name: `Deschide căutarea: ${search.name}` });
      expect(link).toHaveAttribute('href', search.url);
      expect(link).toHaveTextContent(search.name);
    }
    expect(item).toHaveTextContent(search.summary);
    expect(item).toHaveTextContent(countText(search.newAdvertsCount));
    const select = inside.getByRole('combobox', { name: `Alerte pe e-mail pentru ${search.name}` });
    expect((select as HTMLSelectElement).value).toBe(search.frequency);
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(Object.values(FREQUENCIES));
    const locked = busy || context.rename !== null;
    expect(theButtonNamed(item, `Redenumește: ${search.name}`).disabled).toBe(locked);
    expect(theButtonNamed(item, `Șterge căutarea: ${search.name}`).disabled).toBe(locked);
  });
  const empty = document.body.textContent?.includes('Nu ai căutări salvate încă.') ?? false;
  expect(empty).toBe(context.items.length === 0);
  if (empty) {
    const search = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Caută anunțuri');
    expect(search).toHaveAttribute('href', '/autoturisme');
  }
}

function expectMessages(context: SavedSearchListContext): void {
  const status = oneWithRole(document, 'status');
  if (context.notice) expect(status).toHaveTextContent(NOTICES[context.notice]);
  else expect(status).toBeNull();
  const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
  const expected = [context.rename?.error, context.actionError].filter((k): k is string => Boolean(k));
  expect(alerts.sort()).toEqual(expected.map((k) => ERRORS[k]).sort());
}

function expectRenameField(context: SavedSearchListContext, busy: boolean): void {
  const field = nameField();
  if (!context.rename) {
    expect(field).toBeNull();
    return;
  }
  expect(field).not.toBeNull();
  expect(row(context.rename.id).contains(field)).toBe(true);
  expect(field!.value).toBe(context.rename.name);
  expect(field).toHaveAttribute('aria-invalid', String(context.rename.error !== null));
  expect(field!.readOnly).toBe(busy);
}

function expectPage(snapshot: FlowSnapshot, busy = false): void {
  const context = ctx(snapshot);
  expect(document.querySelector('h1')).toHaveTextContent('Căutări salvate');
  expectMessages(context);
  expectList(context, busy);
  expectRenameField(context, busy);
}

const navigated: string[] = [];

describeFlow(
  findRegisteredMachine('savedSearchList')!,
  (_scenario, flow) => {
    navigated.length = 0;
    const harness = renderScreenHarness(
      createActorController(actorSources(flow.machine)),
      (actors) => useSavedSearchList({ actors, navigate: (url) => navigated.push(url) }),
      (view) => <SavedSearchesScreen view={view} />,
    );
    type Step = { event: { type: string } };
    const eventOf = <T extends SavedSearchListEvent['type']>(step: Step) =>
      step.event as Extract<SavedSearchListEvent, { type: T }>;
    const events = {
      'list.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
      'search.open': (step: Step) => {
        const link = within(row(eventOf<'search.open'>(step).id)).getByRole('link');
        return actAndFlush(() => fireEvent.click(link));
      },
      'rename.start': (step: Step) =>
        actAndFlush(() => fireEvent.click(theButtonNamed(row(eventOf<'rename.start'>(step).id), /^Redenumește: /u))),
      'rename.edit': (step: Step) =>
        actAndFlush(() => fireEvent.change(nameField()!, { target: { value: eventOf<'rename.edit'>(step).name } })),
      'rename.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(nameField()!.form!, 'Salvează'))),
      'rename.cancel': () => actAndFlush(() => fireEvent.keyDown(nameField()!, { key: 'Escape' })),
      'frequency.change': (step: Step) => {
        const { id, frequency } = eventOf<'frequency.change'>(step);
        const select = within(row(id)).getByRole('combobox');
        return actAndFlush(() => fireEvent.change(select, { target: { value: frequency } }));
      },
      'search.delete': (step: Step) =>
        actAndFlush(() =>
          fireEvent.click(theButtonNamed(row(eventOf<'search.delete'>(step).id), /^Șterge căutarea: /u)),
        ),
      'removal.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, 'Șterge'))),
      'removal.cancel': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, 'Renunță'))),
      ...harness.settling(['loadList', 'markVisited', 'rename', 'setFrequency', 'deleteSearch']),
    };
    return {
      params: {
        events,
        states: {
          loading: () => {
            expect(theOneWithRole(document, 'status')).toHaveTextContent('Se încarcă căutările salvate…');
            expect(rows()).toEqual([]);
          },
          failed: () => {
            expect(theOneWithRole(document, 'alert')).toHaveTextContent('Căutările salvate nu au putut fi încărcate.');
            expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
            expect(rows()).toEqual([]);
          },
          ready: (snapshot: FlowSnapshot) => {
            expectPage(snapshot);
            expect(dialog()).toBeNull();
            expect(navigated).toEqual([]);
          },
          opening: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expect(navigated).toEqual([]);
          },
          leaving: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expect(navigated).toEqual([ctx(snapshot).opening!.url]);
          },
          renaming: (snapshot: FlowSnapshot) => {
            expectPage(snapshot);
            expect(document.activeElement).toBe(nameField());
          },
          savingName: (snapshot: FlowSnapshot) => expectPage(snapshot, true),
          changingFrequency: (snapshot: FlowSnapshot) => expectPage(snapshot, true),
          confirming: (snapshot: FlowSnapshot) => {
            expectPage(snapshot);
            const open = dialog()!;
            expect(open).toHaveAccessibleName('Ștergi căutarea salvată?');
            expect(open).toHaveTextContent(
              `„${ctx(snapshot).removal!.name}” va fi ștearsă și nu vei mai primi alerte pentru ea.`,
            );
          },
          deleting: (snapshot: FlowSnapshot) => {
            expectPage(snapshot, true);
            expect(dialog()).toBeNull();
          },
        },
      },
      dispose: harness.dispose,
    };
  },
  { screenPaths: 'covering' },
);
