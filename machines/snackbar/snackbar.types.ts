/**
 * Context, events and input of the notification snackbar (SPEC §2.6: open or closed, by id).
 */

/** How long a notification stays up by default, in milliseconds. */
export const SNACKBAR_AUTO_HIDE_MS = 5000;

/** Options of the snackbar. */
export interface SnackbarInput {
  /** Milliseconds before a notification hides itself. */
  readonly autoHideMs?: number;
}

/** The notification on screen, if any. */
export interface SnackbarContext {
  /** Id of the notification shown (e.g. 'favourite.added'); null when closed. */
  readonly id: string | null;
  /** Already translated text. */
  readonly message: string;
  readonly autoHideMs: number;
}

/** Show a notification (replacing the current one) or hide one by id. */
export type SnackbarEvent =
  { type: 'snackbar.show'; id: string; message: string } | { type: 'snackbar.hide'; id: string };
