/**
 * Plain-words Romanian descriptions of the events several auth flows share (form, proof-of-work
 * challenge, code resend, reset request, sign-out), for the /flows explorer's buttons. Each flow's
 * registry entry (machines/<flow>/<flow>.registry.ts) spreads the groups it uses and adds its own.
 */

export const FORM_EVENTS = {
  'field.change': 'Utilizatorul scrie într-un câmp (o eroare afișată dispare).',
  'form.submit': 'Utilizatorul trimite formularul; câmpurile se verifică în pagină înainte de apelul la server.',
} as const;

/** The proof-of-work challenge asked after repeated failures (sign-in and code entry) or many code mails. */
export const CHALLENGE_EVENTS = {
  'xstate.done.actor.solveChallenge':
    'Browserul a rezolvat verificarea cerută de server și a așteptat cât trebuia; încercarea se trimite din nou.',
  'xstate.error.actor.solveChallenge': 'Verificarea nu a putut fi obținută de la server (rețea).',
} as const;

export const RESEND_EVENTS = {
  'code.resend': 'Utilizatorul cere un cod nou pe e-mail.',
  'xstate.done.actor.resendCode': 'Un cod nou a fost trimis pe e-mail.',
  'xstate.error.actor.resendCode': 'Codul nou nu a putut fi trimis (prea multe cereri, rețea).',
} as const;

export const REQUEST_RESET_EVENTS = {
  'xstate.done.actor.requestReset': 'Codul de resetare a fost trimis pe e-mail.',
  'xstate.error.actor.requestReset': 'Codul nu a putut fi trimis (prea multe cereri, rețea).',
} as const;

export const SIGN_OUT_EVENTS = {
  'xstate.done.actor.signOut': 'Sesiunea s-a închis pe server; celelalte taburi au fost anunțate.',
  'xstate.error.actor.signOut':
    'Deconectarea a eșuat (rețea, sau serverul nu a putut revoca sesiunea: răspunde 503 și păstrează cookie-ul).',
} as const;
