/**
 * The „Am uitat parola” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS, REQUEST_RESET_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_FORGOT_PASSWORD_PROPERTIES } from './auth-forgot-password.properties';
import { FORGOT_PASSWORD_EVENTS, FORGOT_PASSWORD_INPUT } from './auth-forgot-password.fixtures';
import { authForgotPasswordMachine } from './auth-forgot-password.machine';

export const authForgotPasswordFlow = defineFlow({
  id: 'authForgotPassword',
  title: 'Am uitat parola',
  description:
    'Pagina /authentication/forgotpassword: e-mailul contului primește un cod de resetare. Răspunsul este același și pentru ' +
    'adrese necunoscute, ca pagina să nu dezvăluie cine are cont. Urmează pagina email-success, apoi codul și parola nouă.',
  machine: authForgotPasswordMachine,
  properties: AUTH_FORGOT_PASSWORD_PROPERTIES,
  defaultInput: FORGOT_PASSWORD_INPUT,
  events: FORGOT_PASSWORD_EVENTS,
  eventDescriptions: {
    ...FORM_EVENTS,
    ...REQUEST_RESET_EVENTS,
    'xstate.error.actor.requestReset':
      'Codul nu a putut fi trimis (rețea) sau, după multe coduri cerute, serverul cere o verificare (proof-of-work) și o așteptare de câteva minute.',
    ...CHALLENGE_EVENTS,
  },
});
