/**
 * Selection rules of the select field (SPEC §2.6 and §5): 'all' is never accepted in single mode;
 * in multiple mode choosing 'all' selects every id and choosing it again from the full set clears;
 * `disallowEmptySelection` refuses any change that would leave nothing selected. Selections are
 * kept in option order so the first selected item (shown in the field) is stable.
 */
import { ALL_KEY, type SelectAllState, type SelectMode, type SelectOption } from './select-option';

/** What the rules need to know about the field. */
export interface SelectionRules {
  readonly options: readonly SelectOption[];
  readonly mode: SelectMode;
  readonly disallowEmptySelection: boolean;
}

function inOptionOrder(options: readonly SelectOption[], ids: ReadonlySet<string>): string[] {
  return options.filter((option) => ids.has(option.id)).map((option) => option.id);
}

/** True when every option is selected (and there is at least one option). */
export function isFullSelection(options: readonly SelectOption[], selected: readonly string[]): boolean {
  return options.length > 0 && options.every((option) => selected.includes(option.id));
}

/**
 * Cleans a selection that comes from outside (page input, query string): unknown ids dropped,
 * option order, one id at most in single mode, and 'all' expanded in multiple mode (ignored in single).
 */
export function normalizeSelection(rules: Pick<SelectionRules, 'options' | 'mode'>, ids: readonly string[]): string[] {
  const { options, mode } = rules;
  if (mode === 'multiple' && ids.includes(ALL_KEY)) return options.map((option) => option.id);
  const known = inOptionOrder(options, new Set(ids));
  if (mode === 'single') return known.slice(0, 1);
  return known;
}

/**
 * The selection after the user chooses `id`, or null when the choice is refused. Single mode
 * replaces the selection; multiple mode toggles the id, and 'all' selects every id (or, from the
 * full set, clears).
 */
export function toggleSelection(rules: SelectionRules, selected: readonly string[], id: string): string[] | null {
  const { options, mode, disallowEmptySelection } = rules;
  if (id === ALL_KEY) {
    if (mode === 'single' || options.length === 0) return null;
    if (!isFullSelection(options, selected)) return options.map((option) => option.id);
    return disallowEmptySelection ? null : [];
  }
  if (!options.some((option) => option.id === id)) return null;
  if (mode === 'single') return [id];
  const next = new Set(selected);
  if (next.has(id)) {
    if (disallowEmptySelection && next.size === 1) return null;
    next.delete(id);
  } else {
    next.add(id);
  }
  return inOptionOrder(options, next);
}

/** True when the clear action is offered: empty selections allowed and something selected. */
export function canClearSelection(
  rules: Pick<SelectionRules, 'disallowEmptySelection'>,
  selected: readonly string[],
): boolean {
  return !rules.disallowEmptySelection && selected.length > 0;
}

/** The 'select all' row: ticked when all are selected, half-ticked when some are. */
export function selectAllState(options: readonly SelectOption[], selected: readonly string[]): SelectAllState {
  if (isFullSelection(options, selected)) return 'checked';
  return options.some((option) => selected.includes(option.id)) ? 'indeterminate' : 'unchecked';
}

/** The badge next to the first selected label: selected count − 1; shown only when above 0. */
export function badgeCount(selected: readonly string[]): number {
  return Math.max(0, selected.length - 1);
}

/** The option shown in the closed field: the first selected one in option order. */
export function firstSelectedOption(
  options: readonly SelectOption[],
  selected: readonly string[],
): SelectOption | null {
  return options.find((option) => selected.includes(option.id)) ?? null;
}
