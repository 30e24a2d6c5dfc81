/**
 * Context, events and input of the select field machine (SPEC §2.6, §3, §5).
 */
import type { Device } from '@/lib/device/device-class';
import type { SelectMode, SelectOption } from '@/lib/select/select-option';

/** What a screen gives the select field (page data enters through `input`). */
export interface SelectInput {
  readonly options: readonly SelectOption[];
  readonly mode: SelectMode;
  /** Ids selected at start (e.g. from the query string); cleaned by `normalizeSelection`. */
  readonly selected?: readonly string[];
  readonly disallowEmptySelection?: boolean;
  /** The device class when the field first renders; each opening brings the current one. */
  readonly device: Device;
  /** Visible label, also the title of the mobile dialog. */
  readonly label: string;
  /** Form field name of the hidden inputs, so a plain GET form submits the selection. */
  readonly name: string;
  /** Options from which the mobile dialog shows a search box; SPEC §2.6 says 20. */
  readonly searchThreshold?: number;
}

/** The machine's data; plain JSON so snapshots serialise and persist. */
export interface SelectContext {
  readonly options: readonly SelectOption[];
  readonly mode: SelectMode;
  /** The committed selection, in option order; what the hidden inputs carry. */
  readonly selected: readonly string[];
  /** The mobile dialog's pending selection; confirm commits it, back discards it. Empty elsewhere. */
  readonly draft: readonly string[];
  readonly query: string;
  /** The row under keyboard focus (aria-activedescendant), 'all' included. */
  readonly activeId: string | null;
  readonly disallowEmptySelection: boolean;
  /** Device class at the last opening: decides inline list or full-screen dialog. */
  readonly device: Device;
  readonly label: string;
  readonly name: string;
  readonly searchThreshold: number;
}

/** Everything the field can be told. */
export type SelectEvent =
  | { type: 'field.open'; device: Device }
  | { type: 'field.close' }
  | { type: 'query.change'; query: string }
  | { type: 'query.submit' }
  | { type: 'highlight.next' }
  | { type: 'highlight.previous' }
  | { type: 'option.toggle'; id: string }
  | { type: 'selection.clear' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.back' };
