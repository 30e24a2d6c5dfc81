/**
 * SPEC properties of the select field (§2.6, §5), checked at every step of every generated path.
 * Written from the SPEC's sentences, not from lib/select: a chart or rule module that drifts from
 * the SPEC breaks one of these even when the screen follows the chart.
 */
import type { SnapshotFrom } from 'xstate';
import { defineFlowProperties, type FlowRule } from '../flow-properties.types';
import { selectMachine } from './select.machine';

type Snapshot = SnapshotFrom<typeof selectMachine>;
type Rule = FlowRule<typeof selectMachine>;

/** The SPEC's 'select all' key. Spelled here, not imported: the property must not share the code's typo. */
const ALL = 'all';

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function optionIds(snapshot: Snapshot): string[] {
  return snapshot.context.options.map((option) => option.id);
}

/** The list the user is choosing into: the pending draft in the dialog, the selection elsewhere. */
function choice(snapshot: Snapshot): readonly string[] {
  return snapshot.matches('dialog') ? snapshot.context.draft : snapshot.context.selected;
}

const isBlank = (query: string): boolean => query.trim() === '';

/** While the dialog is open, nothing the user does in it changes the committed selection. */
const pendingInDialog: Rule[] = (
  ['option.toggle', 'selection.clear', 'query.change', 'highlight.next', 'highlight.previous'] as const
).map((event) => ({
  event,
  name: `in the dialog, '${event}' leaves the committed selection alone until confirm`,
  check: (before, after) => !before.matches('dialog') || sameIds(after.context.selected, before.context.selected),
}));

/** With `disallowEmptySelection`, no event empties a selection that had something. */
const neverEmptied: Rule[] = (
  ['option.toggle', 'selection.clear', 'query.submit', 'dialog.confirm', 'dialog.back'] as const
).map((event) => ({
  event,
  name: `with disallowEmptySelection, '${event}' never leaves the selection empty`,
  check: (before, after) =>
    !before.context.disallowEmptySelection || choice(before).length === 0 || choice(after).length > 0,
}));

export const SELECT_PROPERTIES = defineFlowProperties(selectMachine, {
  id: 'select',
  invariants: [
    {
      name: "the key 'all' is never a selected id (single mode refuses it, multiple mode expands it)",
      check: ({ context }) => !context.selected.includes(ALL) && !context.draft.includes(ALL),
    },
    {
      name: 'in single mode at most one option is selected',
      check: ({ context }) =>
        context.mode === 'multiple' || (context.selected.length <= 1 && context.draft.length <= 1),
    },
    {
      name: 'every selected id is an option id, once',
      check: (snapshot) =>
        [snapshot.context.selected, snapshot.context.draft].every(
          (ids) => new Set(ids).size === ids.length && ids.every((id) => optionIds(snapshot).includes(id)),
        ),
    },
    {
      name: 'the inline list opens only on desktop, the full-screen dialog only on mobile and tablet',
      check: (snapshot) =>
        (!snapshot.matches('inline') || snapshot.context.device === 'desktop') &&
        (!snapshot.matches('dialog') || snapshot.context.device !== 'desktop'),
    },
    {
      name: 'a closed field has no query, no active row and no pending draft',
      check: (snapshot) =>
        !snapshot.matches('closed') ||
        (snapshot.context.query === '' && snapshot.context.activeId === null && snapshot.context.draft.length === 0),
    },
    {
      name: 'filtering means a non-blank query, browsing a blank one',
      check: (snapshot) => {
        if (snapshot.matches('closed') || snapshot.matches('autoSelecting')) return true;
        const filtering = snapshot.matches({ inline: 'filtering' }) || snapshot.matches({ dialog: 'filtering' });
        return filtering === !isBlank(snapshot.context.query);
      },
    },
    {
      name: "the 'select all' row can be active only in multiple mode with no filter (it is hidden otherwise)",
      check: ({ context }) => context.activeId !== ALL || (context.mode === 'multiple' && isBlank(context.query)),
    },
  ],
  rules: [
    {
      event: 'dialog.back',
      name: 'after dialog.back the selection equals the one before the dialog opened (the draft is discarded)',
      check: (before, after) => after.matches('closed') && sameIds(after.context.selected, before.context.selected),
    },
    {
      event: 'dialog.confirm',
      name: 'after dialog.confirm the selection is the draft chosen in the dialog',
      check: (before, after) => after.matches('closed') && sameIds(after.context.selected, before.context.draft),
    },
    {
      event: 'field.open',
      name: 'opening changes nothing selected; the dialog starts its draft from the selection',
      check: (before, after) =>
        sameIds(after.context.selected, before.context.selected) &&
        (!after.matches('dialog') || sameIds(after.context.draft, before.context.selected)),
    },
    {
      event: 'field.close',
      name: 'closing the inline list keeps the selection',
      check: (before, after) => after.matches('closed') && sameIds(after.context.selected, before.context.selected),
    },
    {
      event: 'option.toggle',
      name: "in multiple mode choosing 'all' selects every option id, or clears from the full set",
      check: (before, after, event) => {
        if (event.type !== 'option.toggle' || event.id !== ALL || before.context.mode !== 'multiple') return true;
        const all = optionIds(before);
        return sameIds(choice(before), all) ? choice(after).length === 0 : sameIds(choice(after), all);
      },
    },
    {
      event: 'option.toggle',
      name: 'in single mode choosing an option makes it the only one selected',
      check: (before, after, event) =>
        event.type !== 'option.toggle' ||
        before.context.mode !== 'single' ||
        event.id === ALL ||
        sameIds(choice(after), [event.id]),
    },
    {
      event: 'selection.clear',
      name: 'clear empties the selection and is refused when an empty selection is not allowed',
      check: (before, after) =>
        before.context.disallowEmptySelection ? sameIds(choice(after), choice(before)) : choice(after).length === 0,
    },
    {
      event: 'query.submit',
      name: 'Enter auto-selects only in single mode, only the one option whose label contains the query (case-insensitive)',
      check: (before, after) => {
        if (!after.matches('autoSelecting')) return true;
        const needle = before.context.query.trim().toLowerCase();
        const matches = before.context.options.filter((option) => option.label.toLowerCase().includes(needle));
        return (
          before.context.mode === 'single' &&
          matches.length === 1 &&
          sameIds(after.context.selected, [matches[0]?.id ?? ''])
        );
      },
    },
    {
      event: 'xstate.after.100.select.autoSelecting',
      name: 'after an auto-select the field closes after 100 ms, keeping the chosen option',
      check: (before, after) => after.matches('closed') && sameIds(after.context.selected, before.context.selected),
    },
    ...pendingInDialog,
    ...neverEmptied,
  ],
});
