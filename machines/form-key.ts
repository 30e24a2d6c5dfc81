/**
 * The key of a filters form (listing, professionals): the form remounts — showing a search afresh
 * instead of what was typed — when its key changes. A search drawn afresh gets its address as key,
 * changed even when it equals the current key: the form may hold typed values since it was last
 * drawn for that same search (typed a price, then back to the search it started from).
 */

/** The key for drawing the search at `href` afresh, given the current key. */
export function freshFormKey(current: string, href: string): string {
  return href === current ? `${href}#` : href;
}
