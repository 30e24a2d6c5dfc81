/**
 * Context, events and input of the dialog stack (SPEC §3 'Dialog state', §4 'Other').
 * The event names DIALOG_OPEN and DIALOG_CLOSE are the SPEC's own, kept verbatim.
 */

/** Dialogs already open when the page starts (e.g. a deep link). */
export interface DialogsInput {
  readonly openIds?: readonly string[];
}

/** The list of open dialog ids, bottom first; the last one is on top. */
export interface DialogsContext {
  readonly openIds: readonly string[];
}

/** DIALOG_OPEN adds an id; DIALOG_CLOSE removes it. */
export type DialogsEvent = { type: 'DIALOG_OPEN'; id: string } | { type: 'DIALOG_CLOSE'; id: string };
