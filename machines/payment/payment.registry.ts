/**
 * The payment flow as the /flows explorer, the model tests and the coverage check know it (listed
 * in FLOW_REGISTRY by machines/registry.ts; docs/payments-screens.md).
 */
import { defineFlow } from '../flow-entry';
import { NEW_PAYMENT_EVENTS, NEW_PAYMENT_INPUT, PAYMENT_SCENARIOS } from './payment.fixtures';
import { paymentMachine } from './payment.machine';
import { PAYMENT_PROPERTIES } from './payment.properties';

/** Status checks the walks make before the time-out (usePayment's maxPollAttempts on the screen). */
export const WALKED_POLL_ATTEMPTS = 2;

/** /plata-prin-volan/*: new-payment, payment/{card,challenge,transfer}/{id}, new-confirmation, payment/error. */
export const paymentFlow = defineFlow({
  id: 'payment',
  title: 'Plata prin Volan',
  description:
    'Paginile /plata-prin-volan: ce se plătește (facturile sau pachetul de credite, TVA, total în LEI) și metoda ' +
    '(card sau transfer bancar); formularul de card sandbox cu erorile fiecărui câmp (și ale serverului), pasul ' +
    'suplimentar cu cod, detaliile transferului; confirmarea așteaptă răspunsul furnizorului (verificări cu pauze ' +
    'tot mai lungi, apoi „Verifică din nou”), chitanța reîmprospătează sesiunea; pagina de eroare spune ce nu a ' +
    'mers și că nu s-a debitat nimic, cu „Încearcă din nou” și „Altă metodă de plată”.',
  machine: paymentMachine,
  properties: PAYMENT_PROPERTIES,
  defaultInput: NEW_PAYMENT_INPUT,
  events: NEW_PAYMENT_EVENTS,
  scenarios: PAYMENT_SCENARIOS,
  // Two checks before the time-out keep the walk small; the real limit is MAX_POLL_ATTEMPTS.
  guardStubs: { hasAttemptsLeft: ({ context }) => (context as { attempts: number }).attempts < WALKED_POLL_ATTEMPTS },
  coverageExceptions: [
    {
      kind: 'state',
      id: 'payment.routing',
      reason: 'Stare de trecere (always): alege pagina din context; nu rămâne niciodată activă.',
    },
    {
      kind: 'state',
      id: 'payment.checkingRequest',
      reason: 'Stare de trecere (always): alege pagina din context; nu rămâne niciodată activă.',
    },
    {
      kind: 'state',
      id: 'payment.present',
      reason: 'Stare de trecere (always): alege pagina din context; nu rămâne niciodată activă.',
    },
  ],
  eventDescriptions: {
    'load.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'method.choose': 'Metoda de plată aleasă (card sau transfer bancar).',
    'payment.start': 'Butonul „Plătește {total}”.',
    'card.edit': 'Un câmp al cardului este completat.',
    'card.submit': 'Butonul „Plătește” din formularul de card.',
    'challenge.edit': 'Codul pasului suplimentar este scris.',
    'challenge.submit': 'Butonul „Confirmă” al pasului suplimentar.',
    'payment.cancel': 'Butonul „Renunță la plată”.',
    'poll.retry': '„Verifică din nou” după ce confirmarea a întârziat.',
    'payment.retry': '„Încearcă din nou” pe pagina de eroare.',
    'payment.otherMethod': '„Altă metodă de plată” pe pagina de eroare.',
    'xstate.done.actor.loadSummary': 'Facturile (sau pachetul) de plătit au sosit.',
    'xstate.error.actor.loadSummary': 'Suma de plată nu s-a putut încărca.',
    'xstate.done.actor.loadPayment': 'Plata a sosit (sau nu există).',
    'xstate.error.actor.loadPayment': 'Plata nu s-a putut încărca.',
    'xstate.done.actor.startPayment': 'Serverul a creat plata, sau a refuzat-o.',
    'xstate.error.actor.startPayment': 'Plata nu s-a putut crea (rețea).',
    'xstate.done.actor.submitCard': 'Furnizorul a răspuns la card, sau serverul a refuzat un câmp.',
    'xstate.error.actor.submitCard': 'Cardul nu s-a putut trimite (rețea).',
    'xstate.done.actor.confirmChallenge': 'Codul a fost verificat, sau refuzat.',
    'xstate.error.actor.confirmChallenge': 'Codul nu s-a putut trimite (rețea).',
    'xstate.done.actor.cancelPayment': 'Plata a fost anulată, sau anularea a fost refuzată.',
    'xstate.error.actor.cancelPayment': 'Anularea nu s-a putut trimite (rețea).',
    'xstate.done.actor.pollPayment': 'Starea plății a sosit.',
    'xstate.error.actor.pollPayment': 'Starea plății nu s-a putut verifica (se reîncearcă).',
    'xstate.after.pollDelay.payment.pausing': 'Pauza dintre două verificări s-a încheiat.',
  },
});
