/**
 * Concrete inputs and events of the dialog stack: the seller-contact and report-ad dialogs of
 * the ad page (either can open the other on top).
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { DialogsEvent, DialogsInput } from './dialogs.types';

/** Nothing open. */
export const DIALOGS_INPUT: DialogsInput = { openIds: [] };

/** Open and close each of two dialogs. */
export const DIALOGS_EVENTS: readonly FixtureEvent<DialogsEvent>[] = [
  { type: 'DIALOG_OPEN', id: 'contact' },
  { type: 'DIALOG_OPEN', id: 'report' },
  { type: 'DIALOG_CLOSE', id: 'contact' },
  { type: 'DIALOG_CLOSE', id: 'report' },
];

/** Scenarios after the default. */
export const DIALOGS_SCENARIOS: readonly FlowScenario<DialogsInput, DialogsEvent>[] = [
  {
    id: 'deschis-la-start',
    title: 'Pagina pornește cu dialogul de contact deschis',
    input: { openIds: ['contact'] },
    events: DIALOGS_EVENTS,
  },
];
