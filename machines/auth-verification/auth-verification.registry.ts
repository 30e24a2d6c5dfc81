/**
 * The „Verificarea unui cont neconfirmat” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS, RESEND_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_VERIFICATION_PROPERTIES } from './auth-verification.properties';
import { VERIFICATION_EVENTS, VERIFICATION_INPUT, VERIFICATION_SCENARIOS } from './auth-verification.fixtures';
import { authVerificationMachine } from './auth-verification.machine';

export const authVerificationFlow = defineFlow({
  id: 'authVerification',
  title: 'Verificarea unui cont neconfirmat',
  description:
    'Pagina /authentication/verification: cine încearcă să se autentifice într-un cont neconfirmat („User is not confirmed.”) ' +
    'ajunge aici, cere un cod nou pe e-mail și continuă pe pagina de confirmare.',
  machine: authVerificationMachine,
  properties: AUTH_VERIFICATION_PROPERTIES,
  defaultInput: VERIFICATION_INPUT,
  events: VERIFICATION_EVENTS,
  scenarios: VERIFICATION_SCENARIOS,
  eventDescriptions: {
    ...FORM_EVENTS,
    'xstate.done.actor.resendCode': RESEND_EVENTS['xstate.done.actor.resendCode'],
    'xstate.error.actor.resendCode':
      'Codul nou nu a putut fi trimis (rețea) sau, după multe coduri cerute, serverul cere o verificare (proof-of-work) și o așteptare de câteva minute.',
    ...CHALLENGE_EVENTS,
  },
});
