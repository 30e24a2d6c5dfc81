/**
 * The „Autentificare” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { CHALLENGE_EVENTS, FORM_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_SIGN_IN_PROPERTIES } from './auth-sign-in.properties';
import { SIGN_IN_EVENTS, SIGN_IN_INPUT, SIGN_IN_SCENARIOS } from './auth-sign-in.fixtures';
import { authSignInMachine } from './auth-sign-in.machine';

export const authSignInFlow = defineFlow({
  id: 'authSignIn',
  title: 'Autentificare',
  description:
    'Pagina /authentication: e-mail și parolă, verificate în pagină (e-mail valid, parolă completată), apoi trimise la ' +
    '/api/auth/callback/credentials. O eroare (parolă greșită) apare tradusă, iar ce s-a scris rămâne. După 5 parole greșite ' +
    'contul nu se blochează: serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur, apoi retrimite. ' +
    'După autentificare se merge la adresa păstrată în local storage (authRedirectUrl) sau la redirectUrl / callbackUrl, ' +
    'curățate de filtrul de redirecționări, implicit /contul-meu/. Un cont neconfirmat ajunge la pagina de verificare.',
  machine: authSignInMachine,
  properties: AUTH_SIGN_IN_PROPERTIES,
  defaultInput: SIGN_IN_INPUT,
  events: SIGN_IN_EVENTS,
  scenarios: SIGN_IN_SCENARIOS,
  eventDescriptions: {
    ...FORM_EVENTS,
    'xstate.done.actor.submitSignIn': 'Serverul a acceptat e-mailul și parola; cookie-ul de sesiune este setat.',
    'xstate.error.actor.submitSignIn':
      'Serverul a refuzat autentificarea (parolă greșită, cont neconfirmat, rețea) sau, după prea multe încercări greșite, cere o verificare (proof-of-work).',
    ...CHALLENGE_EVENTS,
  },
});
