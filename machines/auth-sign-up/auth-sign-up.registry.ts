/**
 * The „Creare cont” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_SIGN_UP_PROPERTIES } from './auth-sign-up.properties';
import { SIGN_UP_EVENTS, SIGN_UP_INPUT, SIGN_UP_SCENARIOS } from './auth-sign-up.fixtures';
import { authSignUpMachine } from './auth-sign-up.machine';

export const authSignUpFlow = defineFlow({
  id: 'authSignUp',
  title: 'Creare cont',
  description:
    'Pagina /authentication?action=register: persoană fizică sau firmă (dealer), e-mail, parolă de cel puțin 8 caractere, ' +
    'prenume opțional sau numele firmei (obligatoriu pentru dealer). Serverul creează un cont neconfirmat și trimite un cod de ' +
    '6 cifre pe e-mail (sau în cutia /dev/mailbox); fluxul continuă pe pagina de confirmare. O adresă deja folosită sau o ' +
    'parolă prea comună apar traduse, cu datele păstrate.',
  machine: authSignUpMachine,
  properties: AUTH_SIGN_UP_PROPERTIES,
  defaultInput: SIGN_UP_INPUT,
  events: SIGN_UP_EVENTS,
  scenarios: SIGN_UP_SCENARIOS,
  eventDescriptions: {
    ...FORM_EVENTS,
    'userType.choose': 'Utilizatorul alege tipul contului: persoană fizică sau firmă (dealer).',
    'xstate.done.actor.submitSignUp': 'Contul a fost creat și codul de confirmare trimis pe e-mail.',
    'xstate.error.actor.submitSignUp':
      'Serverul a refuzat înregistrarea (adresă folosită, parolă refuzată, rețea) sau, după multe coduri cerute, cere o verificare (proof-of-work) și o așteptare.',
    ...CHALLENGE_EVENTS,
  },
});
