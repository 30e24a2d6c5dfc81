/**
 * SPEC properties of the searchable select (combobox, §2.6): suggestions match ignoring case and
 * spaces, a list only on desktop (a suffix on mobile and tablet), Enter confirms the typed value,
 * the clear button empties the field. Written from the SPEC, not from lib/select/suggestions.
 */
import type { SnapshotFrom } from 'xstate';
import { defineFlowProperties } from '../flow-properties.types';
import { comboboxMachine } from './combobox.machine';

type Snapshot = SnapshotFrom<typeof comboboxMachine>;

/** Case and spaces ignored, as the SPEC says. */
const squash = (text: string): string => text.replace(/\s+/gu, '').toLowerCase();

function matches(snapshot: Snapshot, suggestion: string): boolean {
  return squash(suggestion).includes(squash(snapshot.context.query));
}

export const COMBOBOX_PROPERTIES = defineFlowProperties(comboboxMachine, {
  id: 'combobox',
  invariants: [
    {
      name: 'the suggestion list shows only on desktop, the completion suffix only on mobile and tablet',
      check: (snapshot) =>
        (!snapshot.matches({ focused: 'suggesting' }) || snapshot.context.device === 'desktop') &&
        (!snapshot.matches({ focused: 'hinting' }) || snapshot.context.device !== 'desktop'),
    },
    {
      name: 'the active suggestion is one of the suggestions matching the typed text (case and spaces ignored)',
      check: (snapshot) => {
        const active = snapshot.context.activeSuggestion;
        return active === null || (snapshot.context.suggestions.includes(active) && matches(snapshot, active));
      },
    },
    {
      name: 'only the list (keyboard inside it) has an active suggestion',
      check: (snapshot) =>
        snapshot.context.activeSuggestion === null || snapshot.matches({ focused: { suggesting: 'inList' } }),
    },
    {
      name: 'a suggestion list is open only when some suggestion matches the typed text',
      check: (snapshot) =>
        !snapshot.matches({ focused: 'suggesting' }) || snapshot.context.suggestions.some((s) => matches(snapshot, s)),
    },
  ],
  rules: [
    {
      event: 'value.clear',
      name: 'the clear button empties the field',
      check: (_before, after) => after.context.query === '' && after.context.value === '',
    },
    {
      event: 'value.confirm',
      name: 'Enter confirms the typed value, or the suggestion the keyboard is on',
      check: (before, after) =>
        after.context.value === (before.context.activeSuggestion ?? before.context.query.trim()) &&
        after.context.query === after.context.value,
    },
    {
      event: 'suggestion.choose',
      name: 'a clicked suggestion becomes the value',
      check: (_before, after, event) => event.type !== 'suggestion.choose' || after.context.value === event.suggestion,
    },
    {
      event: 'suggestion.accept',
      name: 'accepting the suffix completes the typed text to a matching suggestion',
      check: (before, after) =>
        after.context.suggestions.includes(after.context.value) &&
        squash(after.context.value).startsWith(squash(before.context.query)),
    },
    {
      event: 'query.change',
      name: 'typing changes the text, not the confirmed value',
      check: (before, after, event) =>
        event.type !== 'query.change' ||
        (after.context.query === event.query && after.context.value === before.context.value),
    },
    {
      event: 'input.blur',
      name: 'leaving the field keeps text and value',
      check: (before, after) =>
        after.context.query === before.context.query && after.context.value === before.context.value,
    },
  ],
});
