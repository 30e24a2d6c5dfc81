/**
 * What the combobox component shows and can ask for; built by machines/combobox/use-combobox.ts.
 */

/** The combobox's view API. */
export interface ComboboxFieldView {
  readonly label: string;
  readonly name: string;
  /** Text in the input. */
  readonly query: string;
  /** Last confirmed value. */
  readonly value: string;
  /** The current device shows a list (desktop) rather than a completion suffix. */
  readonly isListDevice: boolean;
  readonly showsList: boolean;
  /** Matching suggestions, in order (shown as the list on desktop). */
  readonly suggestions: readonly string[];
  readonly activeSuggestion: string | null;
  /** Completion shown after the text on mobile and tablet, and the suggestion it completes to. */
  readonly completion: { readonly suffix: string; readonly suggestion: string } | null;
  /** The × button: there is text to clear. */
  readonly canClear: boolean;
  /** Enter has something to confirm (otherwise it submits the form as usual). */
  readonly canConfirm: boolean;
  readonly focus: () => void;
  readonly blur: () => void;
  readonly changeQuery: (query: string) => void;
  readonly highlightNext: () => void;
  readonly highlightPrevious: () => void;
  readonly confirm: () => void;
  readonly choose: (suggestion: string) => void;
  readonly acceptCompletion: () => void;
  readonly closeList: () => void;
  readonly clear: () => void;
}
