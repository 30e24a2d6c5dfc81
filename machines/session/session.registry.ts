/**
 * The „Sesiunea” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { SESSION_PROPERTIES } from './session.properties';
import { SESSION_EVENTS, SESSION_INPUT, SESSION_SCENARIOS } from './session.fixtures';
import { sessionMachine } from './session.machine';

export const sessionFlow = defineFlow({
  id: 'session',
  title: 'Sesiunea',
  description:
    'Sesiunea din browser (SPEC §4), creată o singură dată în _app: „loading”, apoi autentificat sau neautentificat. Nu există ' +
    'sesiune când lipsește, când are una dintre erorile RefreshAccessTokenError sau „no refresh token available”, când lipsește ' +
    'idToken sau idTokenExpiresAt ori când tokenul a expirat. Tokenul citit se refolosește cât mai are peste 10 s de viață și ' +
    'cel mult 5 minute de la citire; o reîmprospătare forțată (GraphQL a răspuns UNAUTHENTICATED) ocolește cache-ul. Sesiunea ' +
    'se citește din nou când fereastra devine vizibilă, când alt tab anunță o schimbare și, opțional, periodic (nu și offline). ' +
    'Deconectarea se anunță celorlalte taburi; o sesiune autentificată care raportează o eroare de autentificare este închisă ' +
    'fără redirecționare. În aplicația mobilă, lipsa sesiunii se înregistrează ca „no-session-webview”.',
  machine: sessionMachine,
  properties: SESSION_PROPERTIES,
  defaultInput: SESSION_INPUT,
  events: SESSION_EVENTS,
  scenarios: SESSION_SCENARIOS,
  eventDescriptions: {
    'window.visible': 'Fereastra a devenit vizibilă (utilizatorul revine în tab).',
    'storage.changed': 'Alt tab a anunțat o schimbare de sesiune (de exemplu deconectare) prin local storage.',
    'session.poll': 'A trecut intervalul de interogare periodică; evenimentul spune dacă browserul este online.',
    'session.refetch': 'O cerere GraphQL are nevoie de token, dar cel din cache e prea vechi.',
    'session.refresh': 'GraphQL a răspuns UNAUTHENTICATED: reîmprospătare forțată, apoi cererea se reia o dată.',
    'session.signOut': 'Utilizatorul apasă „Ieși din cont”.',
    'xstate.after.tokenReuse.session.authenticated.fresh':
      'Tokenul mai are doar 10 s de viață sau au trecut 5 minute de la citire: cache-ul nu se mai folosește.',
    'xstate.done.actor.fetchSession':
      'Răspunsul de la /api/auth/session (sesiune validă, nicio sesiune sau sesiune cu eroare).',
    'xstate.error.actor.fetchSession': 'Citirea sesiunii a eșuat (rețea): se înregistrează CLIENT_SESSION_ERROR.',
    'xstate.done.actor.refreshSession': 'Răspunsul reîmprospătării forțate (POST /api/auth/session).',
    'xstate.error.actor.refreshSession': 'Reîmprospătarea forțată a eșuat (rețea).',
    'xstate.done.actor.signOut': 'Serverul a închis sesiunea (POST /api/auth/signout).',
    'xstate.error.actor.signOut': 'Deconectarea a eșuat (rețea): sesiunea rămâne.',
    'xstate.done.actor.endSession': 'Sesiunea cu eroare a fost închisă pe server.',
    'xstate.error.actor.endSession': 'Închiderea pe server a eșuat; clientul o consideră oricum închisă.',
  },
});
