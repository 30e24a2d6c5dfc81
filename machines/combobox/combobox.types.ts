/**
 * Context, events and input of the searchable select (combobox) machine (SPEC §2.6).
 */
import type { Device } from '@/lib/device/device-class';

/** What a form gives the combobox. */
export interface ComboboxInput {
  /** Suggested values; the user may also type something else. */
  readonly suggestions: readonly string[];
  /** Initial value (e.g. from a saved draft). */
  readonly value?: string;
  /** Device class at first render; each focus brings the current one. */
  readonly device: Device;
  readonly label: string;
  /** Form field name of the input. */
  readonly name: string;
}

/** The machine's data. */
export interface ComboboxContext {
  readonly suggestions: readonly string[];
  /** Text in the input. */
  readonly query: string;
  /** The last confirmed value (Enter, a chosen suggestion, an accepted completion). */
  readonly value: string;
  /** Suggestion under keyboard focus (aria-activedescendant); null while focus is in the input. */
  readonly activeSuggestion: string | null;
  /** Device class at the last focus: list (desktop) or completion suffix (mobile, tablet). */
  readonly device: Device;
  readonly label: string;
  readonly name: string;
}

/** Everything the combobox can be told. */
export type ComboboxEvent =
  | { type: 'input.focus'; device: Device }
  | { type: 'input.blur' }
  | { type: 'query.change'; query: string }
  | { type: 'highlight.next' }
  | { type: 'highlight.previous' }
  | { type: 'value.confirm' }
  | { type: 'suggestion.choose'; suggestion: string }
  | { type: 'suggestion.accept' }
  | { type: 'list.close' }
  | { type: 'value.clear' };
