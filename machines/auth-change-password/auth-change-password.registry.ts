/**
 * The „Schimbarea parolei” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_CHANGE_PASSWORD_PROPERTIES } from './auth-change-password.properties';
import { CHANGE_PASSWORD_EVENTS, CHANGE_PASSWORD_INPUT } from './auth-change-password.fixtures';
import { authChangePasswordMachine } from './auth-change-password.machine';

export const authChangePasswordFlow = defineFlow({
  id: 'authChangePassword',
  title: 'Schimbarea parolei',
  description:
    'Formularul din /contul-meu/settings: parola actuală și parola nouă (cel puțin 8 caractere, nu una comună). Serverul ' +
    'închide celelalte sesiuni ale utilizatorului; sesiunea curentă rămâne. După salvare câmpurile se golesc și apare confirmarea. ' +
    'După prea multe parole greșite serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur.',
  machine: authChangePasswordMachine,
  properties: AUTH_CHANGE_PASSWORD_PROPERTIES,
  defaultInput: CHANGE_PASSWORD_INPUT,
  events: CHANGE_PASSWORD_EVENTS,
  eventDescriptions: {
    ...FORM_EVENTS,
    'xstate.done.actor.changePassword': 'Parola nouă a fost salvată; celelalte sesiuni s-au închis.',
    'xstate.error.actor.changePassword':
      'Schimbarea a fost refuzată (parola actuală greșită, parolă nouă refuzată, rețea) sau, după prea multe parole greșite, serverul cere o verificare (proof-of-work).',
    ...CHALLENGE_EVENTS,
  },
});
