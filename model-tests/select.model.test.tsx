// @vitest-environment jsdom
/**
 * Generated paths of the select field, walked on the machine and through SelectField. The
 * machine is the oracle: each state check derives what the screen must show from the snapshot
 * with the SPEC's rules (badge = selected − 1, 'select all' hidden while filtering, …).
 */
import { act, fireEvent } from '@testing-library/react';
import { assertEvent, type EventObject } from 'xstate';
import { SelectField } from '@/components/ui/select/select-field';
import type { Device } from '@/lib/device/device-class';
import { ALL_KEY } from '@/lib/select/select-option';
import { findRegisteredMachine } from '@/machines/registry';
import { SELECT_EXPECTED_MATCHES } from '@/machines/select/select.fixtures';
import type { SelectContext, SelectEvent, SelectInput } from '@/machines/select/select.types';
import { useSelect } from '@/machines/select/use-select';
import { describeFlow } from './describe-flow';
import { allWithRole, buttonNamed, oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

function Harness({ input, device }: { input: SelectInput; device: Device }) {
  const view = useSelect(input, { device });
  return (
    <form aria-label="filtre">
      <SelectField view={view} />
    </form>
  );
}

const ctx = (snapshot: FlowSnapshot) => snapshot.context as SelectContext;
const form = () => document.querySelector<HTMLFormElement>('form[aria-label="filtre"]')!;

/**
 * The rows in list order: every option for a blank query ('select all' first in multiple mode),
 * otherwise the fixtures' literal matches of the query among this field's options.
 */
function expectedRows(context: SelectContext): string[] {
  const own = context.options.map((option) => option.id);
  if (context.query.trim() === '') return context.mode === 'multiple' ? [ALL_KEY, ...own] : own;
  const matches = SELECT_EXPECTED_MATCHES[context.query];
  if (!matches) throw new Error(`no expectation in the select fixtures for the query '${context.query}'`);
  return matches.filter((id) => own.includes(id));
}

function expectHiddenInputs(context: SelectContext): void {
  expect(new FormData(form()).getAll(context.name)).toEqual([...context.selected]);
}

function expectList(list: HTMLElement, context: SelectContext, working: readonly string[]): void {
  const rows = allWithRole(list, 'option');
  expect(rows.map((row) => row.dataset.optionId)).toEqual(expectedRows(context));
  for (const row of rows) {
    const id = row.dataset.optionId!;
    if (id === ALL_KEY) {
      const count = context.options.filter((option) => working.includes(option.id)).length;
      const state = count === 0 ? 'false' : count === context.options.length ? 'true' : 'mixed';
      expect(row).toHaveAttribute('aria-checked', state);
      expect(row).toHaveTextContent('Selectează tot');
    } else {
      expect(row).toHaveAttribute('aria-selected', String(working.includes(id)));
      const option = context.options.find((o) => o.id === id)!;
      expect(row).toHaveTextContent(option.label);
      if (option.caption) expect(row).toHaveTextContent(option.caption);
      if (option.preffixIcon) expect(row.querySelector('img')).toHaveAttribute('src', option.preffixIcon);
    }
    expect(row.hasAttribute('data-active')).toBe(context.activeId === id);
  }
  if (rows.length === 0) expect(theOneWithRole(document, 'status')).toHaveTextContent('Niciun rezultat');
}

function expectActiveDescendant(owner: HTMLElement, context: SelectContext): void {
  if (context.activeId === null) expect(owner).not.toHaveAttribute('aria-activedescendant');
  else
    expect(document.getElementById(owner.getAttribute('aria-activedescendant') ?? '')?.dataset.optionId).toBe(
      context.activeId,
    );
}

function expectClosed(snapshot: FlowSnapshot): void {
  const context = ctx(snapshot);
  expect(oneWithRole(document, 'listbox')).toBeNull();
  expect(oneWithRole(document, 'dialog')).toBeNull();
  const first = context.options.find((option) => context.selected.includes(option.id));
  if (context.device === 'desktop') {
    const input = theOneWithRole(document, 'combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue(first?.label ?? '');
  } else {
    expect(theButtonNamed(document, new RegExp(`^${context.label}`, 'u'))).toHaveTextContent(first?.label ?? 'Alege');
  }
  const badge = context.selected.length - 1;
  const badgeElement = document.querySelector('[aria-label^="încă "]');
  if (badge > 0) expect(badgeElement).toHaveTextContent(`+${badge}`);
  else expect(badgeElement).toBeNull();
  const clear = buttonNamed(document, `Golește „${context.label}”`);
  expect(clear !== null).toBe(!context.disallowEmptySelection && context.selected.length > 0);
  expectHiddenInputs(context);
}

function expectInline(snapshot: FlowSnapshot): void {
  const context = ctx(snapshot);
  expect(oneWithRole(document, 'dialog')).toBeNull();
  const input = theOneWithRole(document, 'combobox');
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).toHaveValue(context.query);
  expectList(theOneWithRole(document, 'listbox'), context, context.selected);
  expectActiveDescendant(input, context);
  // SPEC: the clear (x) shows only while the field is closed.
  expect(buttonNamed(document, /^Golește „/u)).toBeNull();
  expectHiddenInputs(context);
}

function expectDialog(snapshot: FlowSnapshot): void {
  const context = ctx(snapshot);
  const dialog = theOneWithRole(document, 'dialog');
  expect(dialog).toHaveAccessibleName(context.label);
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(buttonNamed(dialog, 'Înapoi')).not.toBeNull();
  const clear = buttonNamed(dialog, 'Golește');
  if (context.disallowEmptySelection) expect(clear).toBeNull();
  else expect(clear).toHaveProperty('disabled', context.draft.length === 0);
  const search = oneWithRole(dialog, 'combobox');
  if (search) expect(search).toHaveAccessibleName('Caută');
  expect(search !== null).toBe(context.options.length >= 20);
  if (search) expect(search).toHaveValue(context.query);
  const list = theOneWithRole(dialog, 'listbox');
  expectList(list, context, context.draft);
  expectActiveDescendant(search ?? list, context);
  expect(buttonNamed(dialog, 'Confirmă')).not.toBeNull();
  expect(dialog.contains(document.activeElement)).toBe(true);
  expectHiddenInputs(context);
}

function keyTarget(): HTMLElement {
  const dialog = oneWithRole(document, 'dialog');
  if (!dialog) return theOneWithRole(document, 'combobox');
  return oneWithRole(dialog, 'combobox') ?? theOneWithRole(dialog, 'listbox');
}

describeFlow(findRegisteredMachine('select')!, (scenario) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const input = scenario.input as SelectInput;
  let device: Device = input.device;
  const view = renderUi(<Harness input={input} device={device} />);
  const rerender = () => view.rerenderUi(<Harness input={input} device={device} />);
  const events: Record<
    SelectEvent['type'] | 'xstate.after.100.select.autoSelecting',
    (step: { event: EventObject }) => void
  > = {
    'field.open': ({ event }) => {
      assertEvent(event as SelectEvent, 'field.open');
      const next = (event as Extract<SelectEvent, { type: 'field.open' }>).device;
      if (next !== device) {
        device = next;
        rerender();
      }
      if (device === 'desktop') fireEvent.click(theOneWithRole(document, 'combobox'));
      else fireEvent.click(theButtonNamed(document, new RegExp(`^${input.label}`, 'u')));
    },
    'field.close': () => fireEvent.keyDown(theOneWithRole(document, 'combobox'), { key: 'Escape' }),
    'query.change': ({ event }) => {
      const { query } = event as Extract<SelectEvent, { type: 'query.change' }>;
      fireEvent.change(keyTarget(), { target: { value: query } });
    },
    'query.submit': () => fireEvent.keyDown(keyTarget(), { key: 'Enter' }),
    'highlight.next': () => fireEvent.keyDown(keyTarget(), { key: 'ArrowDown' }),
    'highlight.previous': () => fireEvent.keyDown(keyTarget(), { key: 'ArrowUp' }),
    'option.toggle': ({ event }) => {
      const { id } = event as Extract<SelectEvent, { type: 'option.toggle' }>;
      const row = allWithRole(document, 'option').find((option) => option.dataset.optionId === id);
      if (!row) throw new Error(`no row ${id}`);
      fireEvent.click(row);
    },
    'selection.clear': () => {
      const dialog = oneWithRole(document, 'dialog');
      fireEvent.click(
        dialog ? theButtonNamed(dialog, 'Golește') : theButtonNamed(document, `Golește „${input.label}”`),
      );
    },
    'dialog.confirm': () => fireEvent.click(theButtonNamed(document, 'Confirmă')),
    'dialog.back': () => fireEvent.click(theButtonNamed(document, 'Înapoi')),
    'xstate.after.100.select.autoSelecting': () =>
      act(() => {
        vi.advanceTimersByTime(100);
      }),
  };
  return {
    params: {
      events,
      states: {
        closed: expectClosed,
        'inline.browsing': expectInline,
        'inline.filtering': expectInline,
        'dialog.browsing': expectDialog,
        'dialog.filtering': expectDialog,
        autoSelecting: (snapshot) => {
          const context = ctx(snapshot);
          expect(context.selected).toHaveLength(1);
          if (context.device === 'desktop') expectInline(snapshot);
          else expectDialog(snapshot);
        },
      },
    },
    dispose: () => {
      view.unmount();
      vi.useRealTimers();
    },
  };
});
