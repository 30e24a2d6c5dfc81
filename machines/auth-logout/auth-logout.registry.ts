/**
 * The „Deconectare” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { SIGN_OUT_EVENTS } from '../auth-shared.descriptions';
import { defineFlow } from '../flow-entry';
import { AUTH_LOGOUT_PROPERTIES } from './auth-logout.properties';
import { LOGOUT_EVENTS, LOGOUT_INPUT, LOGOUT_SCENARIOS } from './auth-logout.fixtures';
import { authLogoutMachine } from './auth-logout.machine';

export const authLogoutFlow = defineFlow({
  id: 'authLogout',
  title: 'Deconectare',
  description:
    'Paginile /logout și /amplify-logout: sesiunea se închide prin mașina de sesiune (POST /api/auth/signout), care anunță ' +
    'și celelalte taburi. /logout spune că utilizatorul s-a deconectat și oferă autentificarea din nou; /amplify-logout duce ' +
    'la prima pagină. O eroare (de rețea, sau a serverului care nu a putut închide sesiunea) se poate reîncerca.',
  machine: authLogoutMachine,
  properties: AUTH_LOGOUT_PROPERTIES,
  defaultInput: LOGOUT_INPUT,
  events: LOGOUT_EVENTS,
  scenarios: LOGOUT_SCENARIOS,
  eventDescriptions: {
    ...SIGN_OUT_EVENTS,
    'logout.retry': 'Utilizatorul apasă „Încearcă din nou” după o eroare.',
  },
});
