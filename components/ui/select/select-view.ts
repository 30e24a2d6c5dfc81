/**
 * What the select field component shows and can ask for. The flow (machines/select) builds it;
 * this layer only renders it, so it stays free of any machine import.
 */
import type { SelectAllState } from '@/lib/select/select-option';

/** One option row. */
export interface SelectRowView {
  readonly id: string;
  readonly label: string;
  readonly caption?: string;
  /** Image URL of the icon before the label (SPEC spelling). */
  readonly preffixIcon?: string;
  readonly isSelected: boolean;
  /** Under keyboard focus (aria-activedescendant). */
  readonly isActive: boolean;
}

/** The 'select all' row of multiple mode. */
export interface SelectAllRowView {
  readonly state: SelectAllState;
  readonly isActive: boolean;
}

/** The select field's view API: data to render and intents to call. */
export interface SelectFieldView {
  readonly label: string;
  readonly name: string;
  readonly isMultiple: boolean;
  /** The current device shows the inline combobox (desktop) rather than a dialog trigger. */
  readonly isInlineDevice: boolean;
  /** Committed ids: the hidden inputs submitted with the form. */
  readonly selectedIds: readonly string[];
  /** Label of the first selected option, shown in the closed field. */
  readonly displayText: string | null;
  /** Selected count − 1; the badge is shown only above 0. */
  readonly badgeCount: number;
  /** The × of the closed field: not mandatory, closed and something selected. */
  readonly canClear: boolean;
  readonly presentation: 'closed' | 'inline' | 'dialog';
  /** Enter picked the only match; the list closes in a moment. */
  readonly isAutoSelecting: boolean;
  readonly query: string;
  /** The dialog shows its search box (20 options or more). */
  readonly showsSearch: boolean;
  /** Null when not shown (single mode, filtering, no options). */
  readonly selectAll: SelectAllRowView | null;
  readonly rows: readonly SelectRowView[];
  readonly activeRowId: string | null;
  /** The dialog's clear button exists (empty selection allowed)… */
  readonly showsDialogClear: boolean;
  /** …and has something to clear. */
  readonly canClearDraft: boolean;
  readonly open: () => void;
  readonly close: () => void;
  readonly changeQuery: (query: string) => void;
  readonly highlightNext: () => void;
  readonly highlightPrevious: () => void;
  /** Enter: choose the active row, or the only match. */
  readonly submit: () => void;
  readonly toggle: (id: string) => void;
  readonly clear: () => void;
  readonly confirm: () => void;
  readonly back: () => void;
}
