/**
 * The registry entries of the session and the auth screens (issue 4), listed in FLOW_REGISTRY by
 * machines/registry.ts. Kept apart so neither file outgrows a screen.
 */
import { CONFIRM_EVENTS, CONFIRM_INPUT, CONFIRM_SCENARIOS } from './auth-confirm/auth-confirm.fixtures';
import { authConfirmMachine } from './auth-confirm/auth-confirm.machine';
import { CHANGE_PASSWORD_EVENTS, CHANGE_PASSWORD_INPUT } from './auth-change-password/auth-change-password.fixtures';
import { authChangePasswordMachine } from './auth-change-password/auth-change-password.machine';
import { DELETE_ACCOUNT_EVENTS, DELETE_ACCOUNT_INPUT } from './auth-delete-account/auth-delete-account.fixtures';
import { authDeleteAccountMachine } from './auth-delete-account/auth-delete-account.machine';
import {
  AUTH_CHANGE_PASSWORD_EVENTS_DESCRIPTIONS,
  AUTH_CONFIRM_EVENTS_DESCRIPTIONS,
  AUTH_DELETE_ACCOUNT_EVENTS_DESCRIPTIONS,
  AUTH_LOGOUT_EVENTS_DESCRIPTIONS,
  AUTH_FORGOT_PASSWORD_EVENTS_DESCRIPTIONS,
  AUTH_RESET_PASSWORD_EVENTS_DESCRIPTIONS,
  AUTH_SIGN_IN_EVENTS_DESCRIPTIONS,
  AUTH_SIGN_UP_EVENTS_DESCRIPTIONS,
  AUTH_VERIFICATION_EVENTS_DESCRIPTIONS,
} from './auth-flows.descriptions';
import { FORGOT_PASSWORD_EVENTS, FORGOT_PASSWORD_INPUT } from './auth-forgot-password/auth-forgot-password.fixtures';
import { authForgotPasswordMachine } from './auth-forgot-password/auth-forgot-password.machine';
import { LOGOUT_EVENTS, LOGOUT_INPUT, LOGOUT_SCENARIOS } from './auth-logout/auth-logout.fixtures';
import { authLogoutMachine } from './auth-logout/auth-logout.machine';
import { RESET_PASSWORD_EVENTS, RESET_PASSWORD_INPUT, RESET_PASSWORD_SCENARIOS } from './auth-reset-password/auth-reset-password.fixtures';
import { authResetPasswordMachine } from './auth-reset-password/auth-reset-password.machine';
import { VERIFICATION_EVENTS, VERIFICATION_INPUT, VERIFICATION_SCENARIOS } from './auth-verification/auth-verification.fixtures';
import { authVerificationMachine } from './auth-verification/auth-verification.machine';
import { SIGN_IN_EVENTS, SIGN_IN_INPUT, SIGN_IN_SCENARIOS } from './auth-sign-in/auth-sign-in.fixtures';
import { authSignInMachine } from './auth-sign-in/auth-sign-in.machine';
import { SIGN_UP_EVENTS, SIGN_UP_INPUT, SIGN_UP_SCENARIOS } from './auth-sign-up/auth-sign-up.fixtures';
import { authSignUpMachine } from './auth-sign-up/auth-sign-up.machine';
import { defineFlow } from './flow-entry';
import type { RegisteredMachine } from './registry.types';
import { SESSION_EVENTS, SESSION_INPUT, SESSION_SCENARIOS } from './session/session.fixtures';
import { sessionMachine } from './session/session.machine';

const session = defineFlow({
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
    'xstate.done.actor.fetchSession': 'Răspunsul de la /api/auth/session (sesiune validă, nicio sesiune sau sesiune cu eroare).',
    'xstate.error.actor.fetchSession': 'Citirea sesiunii a eșuat (rețea): se înregistrează CLIENT_SESSION_ERROR.',
    'xstate.done.actor.refreshSession': 'Răspunsul reîmprospătării forțate (POST /api/auth/session).',
    'xstate.error.actor.refreshSession': 'Reîmprospătarea forțată a eșuat (rețea).',
    'xstate.done.actor.signOut': 'Serverul a închis sesiunea (POST /api/auth/signout).',
    'xstate.error.actor.signOut': 'Deconectarea a eșuat (rețea): sesiunea rămâne.',
    'xstate.done.actor.endSession': 'Sesiunea cu eroare a fost închisă pe server.',
    'xstate.error.actor.endSession': 'Închiderea pe server a eșuat; clientul o consideră oricum închisă.',
  },
});


const authSignIn = defineFlow({
  id: 'authSignIn',
  title: 'Autentificare',
  description:
    'Pagina /authentication: e-mail și parolă, verificate în pagină (e-mail valid, parolă completată), apoi trimise la ' +
    '/api/auth/callback/credentials. O eroare (parolă greșită) apare tradusă, iar ce s-a scris rămâne. După 5 parole greșite ' +
    'contul nu se blochează: serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur, apoi retrimite. ' +
    'După autentificare se merge la adresa păstrată în local storage (authRedirectUrl) sau la redirectUrl / callbackUrl, ' +
    'curățate de filtrul de redirecționări, implicit /contul-meu/. Un cont neconfirmat ajunge la pagina de verificare.',
  machine: authSignInMachine,
  defaultInput: SIGN_IN_INPUT,
  events: SIGN_IN_EVENTS,
  scenarios: SIGN_IN_SCENARIOS,
  eventDescriptions: AUTH_SIGN_IN_EVENTS_DESCRIPTIONS,
});

const authSignUp = defineFlow({
  id: 'authSignUp',
  title: 'Creare cont',
  description:
    'Pagina /authentication?action=register: persoană fizică sau firmă (dealer), e-mail, parolă de cel puțin 8 caractere, ' +
    'prenume opțional sau numele firmei (obligatoriu pentru dealer). Serverul creează un cont neconfirmat și trimite un cod de ' +
    '6 cifre pe e-mail (sau în cutia /dev/mailbox); fluxul continuă pe pagina de confirmare. O adresă deja folosită sau o ' +
    'parolă prea comună apar traduse, cu datele păstrate.',
  machine: authSignUpMachine,
  defaultInput: SIGN_UP_INPUT,
  events: SIGN_UP_EVENTS,
  scenarios: SIGN_UP_SCENARIOS,
  eventDescriptions: AUTH_SIGN_UP_EVENTS_DESCRIPTIONS,
});

const authConfirm = defineFlow({
  id: 'authConfirm',
  title: 'Confirmarea contului',
  description:
    'Pagina /authentication/confirm: codul de 6 cifre primit pe e-mail la înregistrare confirmă contul (spațiile se ignoră). ' +
    'Se poate cere un cod nou; codurile vechi nu mai sunt valabile. Un cod greșit sau expirat apare tradus, cu ce s-a scris ' +
    'păstrat; după 5 încercări greșite codul este ars și trebuie cerut altul. După prea multe coduri greșite serverul cere o ' +
    'verificare (proof-of-work) pe care browserul o rezolvă singur. După confirmare, pagina duce la autentificare cu ' +
    'e-mailul completat.',
  machine: authConfirmMachine,
  defaultInput: CONFIRM_INPUT,
  events: CONFIRM_EVENTS,
  scenarios: CONFIRM_SCENARIOS,
  eventDescriptions: AUTH_CONFIRM_EVENTS_DESCRIPTIONS,
});

const authVerification = defineFlow({
  id: 'authVerification',
  title: 'Verificarea unui cont neconfirmat',
  description:
    'Pagina /authentication/verification: cine încearcă să se autentifice într-un cont neconfirmat („User is not confirmed.”) ' +
    'ajunge aici, cere un cod nou pe e-mail și continuă pe pagina de confirmare.',
  machine: authVerificationMachine,
  defaultInput: VERIFICATION_INPUT,
  events: VERIFICATION_EVENTS,
  scenarios: VERIFICATION_SCENARIOS,
  eventDescriptions: AUTH_VERIFICATION_EVENTS_DESCRIPTIONS,
});

const authForgotPassword = defineFlow({
  id: 'authForgotPassword',
  title: 'Am uitat parola',
  description:
    'Pagina /authentication/forgotpassword: e-mailul contului primește un cod de resetare. Răspunsul este același și pentru ' +
    'adrese necunoscute, ca pagina să nu dezvăluie cine are cont. Urmează pagina email-success, apoi codul și parola nouă.',
  machine: authForgotPasswordMachine,
  defaultInput: FORGOT_PASSWORD_INPUT,
  events: FORGOT_PASSWORD_EVENTS,
  eventDescriptions: AUTH_FORGOT_PASSWORD_EVENTS_DESCRIPTIONS,
});

const authResetPassword = defineFlow({
  id: 'authResetPassword',
  title: 'Parolă nouă cu codul primit',
  description:
    'Pagina /authentication/forgotpassword/confirm: codul de resetare și parola nouă (cel puțin 8 caractere, nu una dintre ' +
    'parolele comune). La succes toate sesiunile utilizatorului se închid și urmează pagina /forgotpassword/success. Se poate ' +
    'cere un cod nou; un cod greșit, expirat sau ars (5 încercări greșite) apare tradus. După prea multe coduri greșite ' +
    'serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur, apoi salvează din nou.',
  machine: authResetPasswordMachine,
  defaultInput: RESET_PASSWORD_INPUT,
  events: RESET_PASSWORD_EVENTS,
  scenarios: RESET_PASSWORD_SCENARIOS,
  eventDescriptions: AUTH_RESET_PASSWORD_EVENTS_DESCRIPTIONS,
});

const authLogout = defineFlow({
  id: 'authLogout',
  title: 'Deconectare',
  description:
    'Paginile /logout și /amplify-logout: sesiunea se închide prin mașina de sesiune (POST /api/auth/signout), care anunță ' +
    'și celelalte taburi. /logout spune că utilizatorul s-a deconectat și oferă autentificarea din nou; /amplify-logout duce ' +
    'la prima pagină. O eroare (de rețea, sau a serverului care nu a putut închide sesiunea) se poate reîncerca.',
  machine: authLogoutMachine,
  defaultInput: LOGOUT_INPUT,
  events: LOGOUT_EVENTS,
  scenarios: LOGOUT_SCENARIOS,
  eventDescriptions: AUTH_LOGOUT_EVENTS_DESCRIPTIONS,
});

const authDeleteAccount = defineFlow({
  id: 'authDeleteAccount',
  title: 'Ștergerea contului',
  description:
    'Pagina /delete-account (cere sesiune): parola se cere din nou, contul se șterge cu anunțurile lui, apoi sesiunea se ' +
    'închide. O parolă greșită apare tradusă și utilizatorul rămâne pe formular; după prea multe parole greșite serverul cere ' +
    'o verificare (proof-of-work) pe care browserul o rezolvă singur.',
  machine: authDeleteAccountMachine,
  defaultInput: DELETE_ACCOUNT_INPUT,
  events: DELETE_ACCOUNT_EVENTS,
  eventDescriptions: AUTH_DELETE_ACCOUNT_EVENTS_DESCRIPTIONS,
});

const authChangePassword = defineFlow({
  id: 'authChangePassword',
  title: 'Schimbarea parolei',
  description:
    'Formularul din /contul-meu/settings: parola actuală și parola nouă (cel puțin 8 caractere, nu una comună). Serverul ' +
    'închide celelalte sesiuni ale utilizatorului; sesiunea curentă rămâne. După salvare câmpurile se golesc și apare confirmarea. ' +
    'După prea multe parole greșite serverul cere o verificare (proof-of-work) pe care browserul o rezolvă singur.',
  machine: authChangePasswordMachine,
  defaultInput: CHANGE_PASSWORD_INPUT,
  events: CHANGE_PASSWORD_EVENTS,
  eventDescriptions: AUTH_CHANGE_PASSWORD_EVENTS_DESCRIPTIONS,
});

/** The session first, then the auth screens in the order a visitor meets them. */
export const AUTH_FLOWS: readonly RegisteredMachine[] = [
  session,
  authSignIn,
  authSignUp,
  authConfirm,
  authVerification,
  authForgotPassword,
  authResetPassword,
  authLogout,
  authDeleteAccount,
  authChangePassword,
];
