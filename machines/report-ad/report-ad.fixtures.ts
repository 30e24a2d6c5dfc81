/**
 * Concrete inputs and events of the report form: the reasons loaded or failing, a reason chosen, a
 * message typed, a malformed e-mail, the server's answers (sent with a confirmation link, refused
 * for the e-mail, refused for the advert, failed).
 */
import { REPORT_REASONS } from '@/lib/ads/report-rules';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ReportAdEvent, ReportAdInput } from './report-ad.types';

/** A car advert on its page. */
export const REPORT_AD_INPUT: ReportAdInput = { advertId: '1001' };

/** The message typed. */
export const REPORT_MESSAGE = 'Mașina a fost vândută săptămâna trecută, anunțul este încă activ.';

/** The events of the default walk: open, load, fill in the form correctly (an e-mail added, also after a failure), send, close. */
export const REPORT_AD_EVENTS: readonly FixtureEvent<ReportAdEvent>[] = [
  { type: 'report.open' },
  { type: 'report.close' },
  { type: 'reasons.retry' },
  { type: 'field.change', field: 'reason', value: 'SOLD' },
  { type: 'field.change', field: 'message', value: REPORT_MESSAGE },
  { type: 'field.change', field: 'email', value: 'ion.pop@example.ro' },
  { type: 'report.submit' },
  { type: 'xstate.done.actor.loadReasons', output: REPORT_REASONS },
  { type: 'xstate.error.actor.loadReasons', error: new Error('network') },
  { type: 'xstate.done.actor.send', output: { kind: 'sent', confirmationSent: true } },
  { type: 'xstate.error.actor.send', error: new Error('network') },
];

/** Wrong input, and the server's refusals. */
export const REPORT_AD_SCENARIOS: readonly FlowScenario<ReportAdInput, ReportAdEvent>[] = [
  {
    id: 'date-gresite',
    title: 'Trimitere fără motiv și cu un e-mail greșit: erorile apar sub câmpuri; serverul refuză e-mailul',
    input: REPORT_AD_INPUT,
    events: [
      { type: 'report.open' },
      { type: 'xstate.done.actor.loadReasons', output: REPORT_REASONS },
      { type: 'report.submit' },
      { type: 'field.change', field: 'reason', value: 'FRAUD' },
      { type: 'field.change', field: 'message', value: REPORT_MESSAGE },
      { type: 'field.change', field: 'email', value: 'ion@pop' },
      { type: 'field.change', field: 'email', value: 'ion.pop@example.ro' },
      {
        type: 'xstate.done.actor.send',
        output: { kind: 'refused', key: 'advert:report.validation.email', field: 'email' },
      },
      { type: 'xstate.done.actor.send', output: { kind: 'refused', key: 'errors:report.advertGone', field: null } },
    ],
    skipEvents: ['report.close', 'reasons.retry', 'xstate.error.actor.loadReasons', 'xstate.error.actor.send'],
  },
];
