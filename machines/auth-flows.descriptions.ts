/**
 * Plain-words Romanian descriptions of the auth flows' events, for the /flows explorer's buttons.
 * The form events are shared by every auth form.
 */

const FORM = {
  'field.change': 'Utilizatorul scrie într-un câmp (o eroare afișată dispare).',
  'form.submit': 'Utilizatorul trimite formularul; câmpurile se verifică în pagină înainte de apelul la server.',
} as const;

/** The proof-of-work challenge asked after repeated failures (sign-in and code entry) or many code mails. */
const CHALLENGE = {
  'xstate.done.actor.solveChallenge': 'Browserul a rezolvat verificarea cerută de server și a așteptat cât trebuia; încercarea se trimite din nou.',
  'xstate.error.actor.solveChallenge': 'Verificarea nu a putut fi obținută de la server (rețea).',
} as const;

/** Sign-in. */
export const AUTH_SIGN_IN_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  'xstate.done.actor.submitSignIn': 'Serverul a acceptat e-mailul și parola; cookie-ul de sesiune este setat.',
  'xstate.error.actor.submitSignIn':
    'Serverul a refuzat autentificarea (parolă greșită, cont neconfirmat, rețea) sau, după prea multe încercări greșite, cere o verificare (proof-of-work).',
  ...CHALLENGE,
};

/** Sign-up. */
export const AUTH_SIGN_UP_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  'userType.choose': 'Utilizatorul alege tipul contului: persoană fizică sau firmă (dealer).',
  'xstate.done.actor.submitSignUp': 'Contul a fost creat și codul de confirmare trimis pe e-mail.',
  'xstate.error.actor.submitSignUp':
    'Serverul a refuzat înregistrarea (adresă folosită, parolă refuzată, rețea) sau, după multe coduri cerute, cere o verificare (proof-of-work) și o așteptare.',
  ...CHALLENGE,
};

const RESEND = {
  'code.resend': 'Utilizatorul cere un cod nou pe e-mail.',
  'xstate.done.actor.resendCode': 'Un cod nou a fost trimis pe e-mail.',
  'xstate.error.actor.resendCode': 'Codul nou nu a putut fi trimis (prea multe cereri, rețea).',
} as const;

/** Account confirmation. */
export const AUTH_CONFIRM_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  ...RESEND,
  'xstate.done.actor.confirmSignUp': 'Codul este corect: contul este confirmat.',
  'xstate.error.actor.confirmSignUp':
    'Codul este greșit, expirat sau ars (prea multe încercări), ori contul era deja confirmat; după prea multe coduri greșite serverul cere o verificare (proof-of-work).',
  ...CHALLENGE,
};

/** Verification of an unconfirmed account. */
export const AUTH_VERIFICATION_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  'xstate.done.actor.resendCode': RESEND['xstate.done.actor.resendCode'],
  'xstate.error.actor.resendCode':
    'Codul nou nu a putut fi trimis (rețea) sau, după multe coduri cerute, serverul cere o verificare (proof-of-work) și o așteptare de câteva minute.',
  ...CHALLENGE,
};

const REQUEST_RESET = {
  'xstate.done.actor.requestReset': 'Codul de resetare a fost trimis pe e-mail.',
  'xstate.error.actor.requestReset': 'Codul nu a putut fi trimis (prea multe cereri, rețea).',
} as const;

/** Forgot password, the request. */
export const AUTH_FORGOT_PASSWORD_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  ...REQUEST_RESET,
  'xstate.error.actor.requestReset':
    'Codul nu a putut fi trimis (rețea) sau, după multe coduri cerute, serverul cere o verificare (proof-of-work) și o așteptare de câteva minute.',
  ...CHALLENGE,
};

/** Forgot password, code and new password. */
export const AUTH_RESET_PASSWORD_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  ...REQUEST_RESET,
  'code.resend': RESEND['code.resend'],
  'xstate.done.actor.confirmReset': 'Parola nouă a fost salvată; toate sesiunile s-au închis.',
  'xstate.error.actor.confirmReset':
    'Codul este greșit, expirat sau ars (prea multe încercări), ori parola nouă a fost refuzată; după prea multe coduri greșite serverul cere o verificare (proof-of-work).',
  ...CHALLENGE,
};

const SIGN_OUT = {
  'xstate.done.actor.signOut': 'Sesiunea s-a închis pe server; celelalte taburi au fost anunțate.',
  'xstate.error.actor.signOut': 'Deconectarea a eșuat (rețea, sau serverul nu a putut revoca sesiunea: răspunde 503 și păstrează cookie-ul).',
} as const;

/** The sign-out pages. */
export const AUTH_LOGOUT_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...SIGN_OUT,
  'logout.retry': 'Utilizatorul apasă „Încearcă din nou” după o eroare.',
};

/** Account deletion. */
export const AUTH_DELETE_ACCOUNT_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  ...SIGN_OUT,
  'xstate.done.actor.deleteAccount': 'Contul și anunțurile lui au fost șterse.',
  'xstate.error.actor.deleteAccount':
    'Ștergerea a fost refuzată (parolă greșită, sesiune expirată, rețea) sau, după prea multe parole greșite, serverul cere o verificare (proof-of-work).',
  ...CHALLENGE,
};

/** Change password. */
export const AUTH_CHANGE_PASSWORD_EVENTS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...FORM,
  'xstate.done.actor.changePassword': 'Parola nouă a fost salvată; celelalte sesiuni s-au închis.',
  'xstate.error.actor.changePassword':
    'Schimbarea a fost refuzată (parola actuală greșită, parolă nouă refuzată, rețea) sau, după prea multe parole greșite, serverul cere o verificare (proof-of-work).',
  ...CHALLENGE,
};
