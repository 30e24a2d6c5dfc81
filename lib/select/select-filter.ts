/**
 * Filtering and keyboard movement in the option list of the select field (SPEC §2.6): a
 * case-insensitive 'contains' match on the label; 'select all' is shown only in multiple mode and
 * never while filtering.
 */
import { ALL_KEY, type SelectMode, type SelectOption } from './select-option';

/** True when the query filters nothing (empty or only spaces). */
export function isBlankQuery(query: string): boolean {
  return query.trim() === '';
}

/** Options whose label contains the query, ignoring case; all options for a blank query. */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  if (isBlankQuery(query)) return [...options];
  const needle = query.trim().toLocaleLowerCase('ro');
  return options.filter((option) => option.label.toLocaleLowerCase('ro').includes(needle));
}

/** The id of the only option matching a non-blank query, or null (Enter auto-selects it). */
export function singleMatch(options: readonly SelectOption[], query: string): string | null {
  if (isBlankQuery(query)) return null;
  const matches = filterOptions(options, query);
  return matches.length === 1 && matches[0] ? matches[0].id : null;
}

/** True when the 'select all' row is shown: multiple mode, something to select, no filter. */
export function showsSelectAll(options: readonly SelectOption[], query: string, mode: SelectMode): boolean {
  return mode === 'multiple' && options.length > 0 && isBlankQuery(query);
}

/** Ids of the rows in list order, 'select all' first when shown. */
export function visibleRowIds(options: readonly SelectOption[], query: string, mode: SelectMode): string[] {
  const ids = filterOptions(options, query).map((option) => option.id);
  return showsSelectAll(options, query, mode) ? [ALL_KEY, ...ids] : ids;
}

/**
 * The row that becomes active after ArrowDown (+1) or ArrowUp (-1), wrapping at both ends; from
 * no active row, down starts at the first and up at the last. Null when there are no rows.
 */
export function moveActive(rows: readonly string[], activeId: string | null, delta: 1 | -1): string | null {
  if (rows.length === 0) return null;
  const index = activeId === null ? -1 : rows.indexOf(activeId);
  if (index < 0) return (delta > 0 ? rows[0] : rows[rows.length - 1]) ?? null;
  return rows[(index + delta + rows.length) % rows.length] ?? null;
}
