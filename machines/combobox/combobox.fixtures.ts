/**
 * Concrete inputs and events of the combobox: model names as suggestions. 'vol' matches two and
 * continues 'Volkswagen' ('kswagen'); 'dacia l' matches 'Dacia Logan' only because spaces are
 * ignored; 'xyz' matches nothing.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ComboboxEvent, ComboboxInput } from './combobox.types';

/** Three suggestions: enough for a list, a wrap-around and a completion. */
export const MODEL_SUGGESTIONS: readonly string[] = ['Volkswagen Golf', 'Volvo XC60', 'Dacia Logan'];

/** Desktop, empty field. */
export const COMBOBOX_INPUT: ComboboxInput = {
  suggestions: MODEL_SUGGESTIONS,
  device: 'desktop',
  label: 'Model',
  name: 'model',
};

const common: FixtureEvent<ComboboxEvent>[] = [
  { type: 'input.blur' },
  { type: 'query.change', query: 'xyz' },
  { type: 'value.confirm' },
  { type: 'list.close' },
  { type: 'value.clear' },
];

/** Desktop: the list, ArrowDown into it, a click on a suggestion. */
export const COMBOBOX_DESKTOP_EVENTS: readonly FixtureEvent<ComboboxEvent>[] = [
  { type: 'input.focus', device: 'desktop' },
  ...common,
  { type: 'query.change', query: 'vol' },
  { type: 'highlight.next' },
  { type: 'highlight.previous' },
  { type: 'suggestion.choose', suggestion: 'Volvo XC60' },
];

/** Phone: the completion suffix, accepted with a tap. */
export const COMBOBOX_MOBILE_EVENTS: readonly FixtureEvent<ComboboxEvent>[] = [
  { type: 'input.focus', device: 'mobile' },
  ...common,
  { type: 'query.change', query: 'dacia l' },
  { type: 'suggestion.accept' },
];

/** Scenarios after the default (desktop). */
export const COMBOBOX_SCENARIOS: readonly FlowScenario<ComboboxInput, ComboboxEvent>[] = [
  {
    id: 'mobil',
    title: 'Pe mobil: sufix de completare în loc de listă, cu o valoare deja salvată',
    input: { ...COMBOBOX_INPUT, device: 'mobile', value: 'Dacia Logan' },
    events: COMBOBOX_MOBILE_EVENTS,
  },
];

/**
 * What the screen must list for each query the events type, written out by hand from the SPEC
 * (case and spaces ignored), so the screen checks do not ask the matching code what to expect.
 */
export const COMBOBOX_EXPECTED_MATCHES: Readonly<Record<string, readonly string[]>> = {
  vol: ['Volkswagen Golf', 'Volvo XC60'],
  xyz: [],
  'dacia l': ['Dacia Logan'],
  // After a confirm the field holds the chosen text; ArrowDown reopens the list on it.
  'Volkswagen Golf': ['Volkswagen Golf'],
  'Volvo XC60': ['Volvo XC60'],
  'Dacia Logan': ['Dacia Logan'],
};

/** The completion suffix shown on mobile and tablet for each query that has one. */
export const COMBOBOX_EXPECTED_COMPLETIONS: Readonly<
  Record<string, { readonly suggestion: string; readonly suffix: string }>
> = {
  vol: { suggestion: 'Volkswagen Golf', suffix: 'kswagen Golf' },
  'dacia l': { suggestion: 'Dacia Logan', suffix: 'ogan' },
};
