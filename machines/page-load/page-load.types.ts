/**
 * Events of the page load status (SPEC §4 'Other'): loading, then page_loaded.
 */

/** The window's load event has fired (or the document was already complete). */
export type PageLoadEvent = { type: 'window.load' };
