// @vitest-environment jsdom
/**
 * Generated paths of the searchable select, walked on the machine and through ComboboxField.
 * The harness also prints the confirmed value, which the hook exposes to the form.
 */
import { act, fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ComboboxField } from '@/components/ui/combobox/combobox-field';
import type { Device } from '@/lib/device/device-class';
import { COMBOBOX_EXPECTED_COMPLETIONS, COMBOBOX_EXPECTED_MATCHES } from '@/machines/combobox/combobox.fixtures';
import type { ComboboxContext, ComboboxEvent, ComboboxInput } from '@/machines/combobox/combobox.types';
import { useCombobox } from '@/machines/combobox/use-combobox';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import { allWithRole, buttonNamed, oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

function Harness({ input, device }: { input: ComboboxInput; device: Device }) {
  const view = useCombobox(input, { device });
  return (
    <form aria-label="formular">
      <ComboboxField view={view} />
      <output data-testid="confirmed">{view.value}</output>
    </form>
  );
}

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ComboboxContext;
const input = () => theOneWithRole<HTMLInputElement>(document, 'combobox');
/** A literal from the fixtures; a query the table lacks fails the check rather than guessing. */
function expected<T>(table: Readonly<Record<string, T>>, query: string): T {
  const value = table[query];
  if (value === undefined) throw new Error(`no expectation in the combobox fixtures for the query '${query}'`);
  return value;
}

const suffix = () => document.querySelector('[data-testid="combobox-suffix"]');

function expectField(snapshot: FlowSnapshot, focused: boolean): void {
  const context = ctx(snapshot);
  expect(input()).toHaveValue(context.query);
  expect(input()).toHaveAttribute('name', context.name);
  expect(document.activeElement === input()).toBe(focused);
  expect(document.querySelector('[data-testid="confirmed"]')).toHaveTextContent(
    context.value === '' ? /^$/u : context.value,
  );
  expect(buttonNamed(document, 'Șterge textul') !== null).toBe(context.query !== '' || context.value !== '');
}

function expectNoHints(): void {
  expect(oneWithRole(document, 'listbox')).toBeNull();
  expect(input()).toHaveAttribute('aria-expanded', 'false');
  expect(suffix()).toBeNull();
}

function expectList(snapshot: FlowSnapshot): void {
  const context = ctx(snapshot);
  expectField(snapshot, true);
  expect(input()).toHaveAttribute('aria-expanded', 'true');
  const list = theOneWithRole(document, 'listbox');
  expect(list).toHaveAccessibleName('Sugestii');
  const options = allWithRole(list, 'option');
  expect(options.map((option) => option.textContent)).toEqual(expected(COMBOBOX_EXPECTED_MATCHES, context.query));
  const active = input().getAttribute('aria-activedescendant');
  if (context.activeSuggestion === null) expect(active).toBeNull();
  else expect(document.getElementById(active ?? '')).toHaveTextContent(context.activeSuggestion);
  for (const option of options)
    expect(option).toHaveAttribute('aria-selected', String(option.textContent === context.activeSuggestion));
  expect(suffix()).toBeNull();
}

describeFlow(findRegisteredMachine('combobox')!, (scenario) => {
  const initial = scenario.input as ComboboxInput;
  let device: Device = initial.device;
  const view = renderUi(<Harness input={initial} device={device} />);
  const keyDown = (key: string) => fireEvent.keyDown(input(), { key });
  const events: Record<ComboboxEvent['type'], (step: { event: EventObject }) => void> = {
    'input.focus': ({ event }) => {
      const next = (event as Extract<ComboboxEvent, { type: 'input.focus' }>).device;
      if (next !== device) {
        device = next;
        view.rerenderUi(<Harness input={initial} device={device} />);
      }
      act(() => input().focus());
    },
    'input.blur': () => act(() => input().blur()),
    'query.change': ({ event }) => {
      fireEvent.change(input(), {
        target: { value: (event as Extract<ComboboxEvent, { type: 'query.change' }>).query },
      });
    },
    'highlight.next': () => keyDown('ArrowDown'),
    'highlight.previous': () => keyDown('ArrowUp'),
    'value.confirm': () => keyDown('Enter'),
    'suggestion.choose': ({ event }) => {
      const { suggestion } = event as Extract<ComboboxEvent, { type: 'suggestion.choose' }>;
      const option = allWithRole(document, 'option').find((element) => element.textContent === suggestion);
      if (!option) throw new Error(`no suggestion ${suggestion}`);
      fireEvent.click(option);
    },
    'suggestion.accept': () => {
      const element = suffix();
      if (!element) throw new Error('no suffix');
      fireEvent.click(element);
    },
    'list.close': () => keyDown('Escape'),
    'value.clear': () => fireEvent.click(theButtonNamed(document, 'Șterge textul')),
  };
  return {
    params: {
      events,
      states: {
        idle: (snapshot) => {
          expectField(snapshot, false);
          expectNoHints();
        },
        'focused.editing': (snapshot) => {
          expectField(snapshot, true);
          expectNoHints();
        },
        'focused.suggesting.inInput': expectList,
        'focused.suggesting.inList': expectList,
        'focused.hinting': (snapshot) => {
          const context = ctx(snapshot);
          expectField(snapshot, true);
          expect(oneWithRole(document, 'listbox')).toBeNull();
          const completion = expected(COMBOBOX_EXPECTED_COMPLETIONS, context.query);
          expect(suffix()).toHaveTextContent(completion.suffix);
          expect(input()).toHaveAccessibleDescription(`Completează: ${completion.suggestion}`);
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
