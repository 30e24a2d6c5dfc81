/**
 * The „Parolă nouă cu codul primit” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS, REQUEST_RESET_EVENTS, RESEND_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_RESET_PASSWORD_PROPERTIES } from './auth-reset-password.properties';
import { RESET_PASSWORD_EVENTS, RESET_PASSWORD_INPUT, RESET_PASSWORD_SCENARIOS } from './auth-reset-password.fixtures';
import { authResetPasswordMachine } from './auth-reset-password.machine';

export const authResetPasswordFlow = defineFlow({
  id: 'authResetPassword',
  title: 'Parolă nouă cu codul primit',
  description:
    'Pagina /authentication/forgotpassword/confirm: codul de resetare și parola nouă (cel puțin 8 caractere, nu una dintre ' +
    'parolele comune). La succes toate sesiunile utilizatorului se închid și urmează pagina /forgotpassword/success. Se poate ' +
    'cere un cod nou; un cod greșit, expirat sau ars (5 încercări greșite) apare tradus. După prea multe coduri greșite ' +
    'serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur, apoi salvează din nou.',
  machine: authResetPasswordMachine,
  properties: AUTH_RESET_PASSWORD_PROPERTIES,
  defaultInput: RESET_PASSWORD_INPUT,
  events: RESET_PASSWORD_EVENTS,
  scenarios: RESET_PASSWORD_SCENARIOS,
  eventDescriptions: {
    ...FORM_EVENTS,
    ...REQUEST_RESET_EVENTS,
    'code.resend': RESEND_EVENTS['code.resend'],
    'xstate.done.actor.confirmReset': 'Parola nouă a fost salvată; toate sesiunile s-au închis.',
    'xstate.error.actor.confirmReset':
      'Codul este greșit, expirat sau ars (prea multe încercări), ori parola nouă a fost refuzată; după prea multe coduri greșite serverul cere o verificare (proof-of-work).',
    ...CHALLENGE_EVENTS,
  },
});
