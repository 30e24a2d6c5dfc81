/**
 * Events and input of the access-restricted dialog (SPEC §2.6): an open/closed flag.
 */

/** Whether the dialog starts open (a page the user may not see renders it at once). */
export interface AccessRestrictedInput {
  readonly open?: boolean;
}

/** Show or dismiss the dialog. */
export type AccessRestrictedEvent = { type: 'accessDialog.open' } | { type: 'accessDialog.close' };
