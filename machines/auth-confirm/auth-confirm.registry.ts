/**
 * The „Confirmarea contului” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS, RESEND_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_CONFIRM_PROPERTIES } from './auth-confirm.properties';
import { CONFIRM_EVENTS, CONFIRM_INPUT, CONFIRM_SCENARIOS } from './auth-confirm.fixtures';
import { authConfirmMachine } from './auth-confirm.machine';

export const authConfirmFlow = defineFlow({
  id: 'authConfirm',
  title: 'Confirmarea contului',
  description:
    'Pagina /authentication/confirm: codul de 6 cifre primit pe e-mail la înregistrare confirmă contul (spațiile se ignoră). ' +
    'Se poate cere un cod nou; codurile vechi nu mai sunt valabile. Un cod greșit sau expirat apare tradus, cu ce s-a scris ' +
    'păstrat; după 5 încercări greșite codul este ars și trebuie cerut altul. După prea multe coduri greșite serverul cere o ' +
    'verificare (proof-of-work) pe care browserul o rezolvă singur. După confirmare, pagina duce la autentificare cu ' +
    'e-mailul completat.',
  machine: authConfirmMachine,
  properties: AUTH_CONFIRM_PROPERTIES,
  defaultInput: CONFIRM_INPUT,
  events: CONFIRM_EVENTS,
  scenarios: CONFIRM_SCENARIOS,
  eventDescriptions: {
    ...FORM_EVENTS,
    ...RESEND_EVENTS,
    'xstate.done.actor.confirmSignUp': 'Codul este corect: contul este confirmat.',
    'xstate.error.actor.confirmSignUp':
      'Codul este greșit, expirat sau ars (prea multe încercări), ori contul era deja confirmat; după prea multe coduri greșite serverul cere o verificare (proof-of-work).',
    ...CHALLENGE_EVENTS,
  },
});
