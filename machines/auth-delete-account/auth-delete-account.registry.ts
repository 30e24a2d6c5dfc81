/**
 * The „Ștergerea contului” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS, SIGN_OUT_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_DELETE_ACCOUNT_PROPERTIES } from './auth-delete-account.properties';
import { DELETE_ACCOUNT_EVENTS, DELETE_ACCOUNT_INPUT } from './auth-delete-account.fixtures';
import { authDeleteAccountMachine } from './auth-delete-account.machine';

export const authDeleteAccountFlow = defineFlow({
  id: 'authDeleteAccount',
  title: 'Ștergerea contului',
  description:
    'Pagina /delete-account (cere sesiune): parola se cere din nou, contul se șterge cu anunțurile lui, apoi sesiunea se ' +
    'închide. O parolă greșită apare tradusă și utilizatorul rămâne pe formular; după prea multe parole greșite serverul cere ' +
    'o verificare (proof-of-work) pe care browserul o rezolvă singur.',
  machine: authDeleteAccountMachine,
  properties: AUTH_DELETE_ACCOUNT_PROPERTIES,
  defaultInput: DELETE_ACCOUNT_INPUT,
  events: DELETE_ACCOUNT_EVENTS,
  eventDescriptions: {
    ...FORM_EVENTS,
    ...SIGN_OUT_EVENTS,
    'xstate.done.actor.deleteAccount': 'Contul și anunțurile lui au fost șterse.',
    'xstate.error.actor.deleteAccount':
      'Ștergerea a fost refuzată (parolă greșită, sesiune expirată, rețea) sau, după prea multe parole greșite, serverul cere o verificare (proof-of-work).',
    ...CHALLENGE_EVENTS,
  },
});
