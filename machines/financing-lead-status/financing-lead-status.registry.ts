/** A financing lead's status control as the /flows explorer, the model tests and the coverage check know it. */
import { defineFlow } from '../flow-entry';
import { LEAD_STATUS_EVENTS, LEAD_STATUS_INPUT } from './financing-lead-status.fixtures';
import { leadStatusMachine } from './financing-lead-status.machine';
import { FINANCING_LEAD_STATUS_PROPERTIES } from './financing-lead-status.properties';

/** The status of each lead of /contul-meu/leads. */
export const financingLeadStatusFlow = defineFlow({
  id: 'financingLeadStatus',
  title: 'Starea unei cereri de finanțare',
  description:
    'Pe /contul-meu/leads, fiecare cerere de finanțare are o stare: nouă, contactată sau închisă. Starea aleasă ' +
    'se vede imediat și se salvează; dacă serverul nu o salvează, revine la cea salvată cu motivul și ' +
    '„Încearcă din nou”.',
  machine: leadStatusMachine,
  properties: FINANCING_LEAD_STATUS_PROPERTIES,
  defaultInput: LEAD_STATUS_INPUT,
  events: LEAD_STATUS_EVENTS,
  eventDescriptions: {
    'status.change': 'Alegerea unei alte stări în lista „Starea cererii”.',
    'status.retry': '„Încearcă din nou” lângă eroare: trimite aceeași stare.',
    'xstate.done.actor.saveStatus': 'Serverul a salvat starea.',
    'xstate.error.actor.saveStatus': 'Starea nu s-a salvat (cererea nu mai e a contului, rețea).',
  },
});
