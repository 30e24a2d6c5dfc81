/**
 * Concrete inputs and events of the snackbar: the favourites notifications (SPEC §2.6).
 */
import type { FixtureEvent } from '../registry.types';
import type { SnackbarEvent, SnackbarInput } from './snackbar.types';

/** The default timing. */
export const SNACKBAR_INPUT: SnackbarInput = { autoHideMs: 5000 };

/** Two notifications, hiding each by id, and the timer. */
export const SNACKBAR_EVENTS: readonly FixtureEvent<SnackbarEvent>[] = [
  { type: 'snackbar.show', id: 'favourite.added', message: 'Anunțul a fost adăugat la favorite' },
  { type: 'snackbar.show', id: 'favourite.removed', message: 'Anunțul a fost șters din favorite' },
  { type: 'snackbar.hide', id: 'favourite.added' },
  { type: 'snackbar.hide', id: 'favourite.removed' },
  { type: 'xstate.after.autoHide.snackbar.open' },
];
