// @vitest-environment jsdom
/**
 * Generated paths of the payment flow (/plata-prin-volan/*), every page a scenario, walked on the
 * machine and through PaymentFlowScreen with the real hook (parked calls, fake timers for the pauses
 * of the confirmation page): what is paid and the method, the sandbox card form with each field's
 * problem under it (the form's checks and the server's), the extra step's code, the transfer
 * details, the confirmation waiting then timing out with "Verifică din nou", the receipt (and the
 * session refreshed once), the error page with its reason, "Încearcă din nou" and "Altă metodă de
 * plată", every dead end with its way out, and the page each step leads to.
 */
import { fireEvent } from '@testing-library/react';
import { PaymentFlowScreen } from '@/components/payments/payment-flow-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { PaymentContext, PaymentEvent, PaymentInput } from '@/machines/payment/payment.types';
import { WALKED_POLL_ATTEMPTS } from '@/machines/payment/payment.registry';
import { usePayment } from '@/machines/payment/use-payment';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, buttonNamed, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PaymentContext;
type Step = { event: { type: string } };
const eventOf = <T extends PaymentEvent['type']>(step: Step) => step.event as Extract<PaymentEvent, { type: T }>;

/** The words of every i18n key the fixtures lead to (payment.fixtures.ts), written out. */
const WORDS: Record<string, string> = {
  'payments:errors.network':
    'Nu am putut contacta serverul. Verifică conexiunea și încearcă din nou; nu s-a debitat nimic.',
  'errors:billing.invoiceNotPayable': 'Factura este deja plătită sau anulată. Reîncarcă lista de facturi.',
  'errors:billing.card.numberInvalid': 'Numărul cardului nu este valid. Verifică cifrele.',
  'errors:billing.card.numberRequired': 'Introdu numărul cardului.',
  'errors:billing.card.expiryRequired': 'Introdu data expirării.',
  'errors:billing.card.cvcInvalid': 'Codul CVC are 3 sau 4 cifre, pe spatele cardului.',
  'errors:billing.card.holderInvalid': 'Scrie numele de pe card.',
  'errors:billing.challenge.codeInvalid': 'Codul are 6 cifre.',
};
const words = (key: string) => {
  const text = WORDS[key];
  if (text === undefined) throw new Error(`no words written out for ${key}`);
  return text;
};

/** Where each destination of the fixtures leads, written out. */
const URLS: Record<string, string> = {
  card: '/plata-prin-volan/payment/card/pay-1',
  challenge: '/plata-prin-volan/payment/challenge/pay-1',
  transfer: '/plata-prin-volan/payment/transfer/pay-1',
  confirmation: '/plata-prin-volan/new-confirmation?payment=pay-1',
  error: '/plata-prin-volan/payment/error?payment=pay-1',
  new: '/plata-prin-volan/new-payment?invoices=inv-123%2Cinv-124',
};

const WAY_OUT = [
  ['Facturile mele', '/contul-meu/newinvoices'],
  ['Istoricul plăților', '/contul-meu/dealerpayments'],
];
/** What the fixture payment (the two invoices, by card, 28 November 2026) is, as the receipt and the pages say. */
const WHAT_WAS_PAID = [
  'Ce ai plătit',
  'VOL-2026-000123, VOL-2026-000124',
  'Suma',
  '909,79 LEI',
  'Metoda',
  'Card bancar',
  'Data',
  '28.11.2026',
];

const title = () => document.querySelector('h1')?.textContent;
const links = () => [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
const alerts = () => allWithRole(document, 'alert').map((a) => a.textContent);
const facts = () => [...document.querySelectorAll('dl dt, dl dd')].map((e) => e.textContent).filter(Boolean);

/** A call is under way: the page's main buttons wait (disabled, aria-busy on the first). */
function expectBusy(name: string, busy: boolean): void {
  const button = theButtonNamed(document, name);
  expect(button.disabled).toBe(busy);
  expect(button.getAttribute('aria-busy')).toBe(String(busy));
}

/** A notice page: the title, the reason, a retry or not, and the way out. */
function expectNotice(text: string, retry: boolean): void {
  expect(title()).toBe('Plata prin Volan');
  expect(alerts()).toEqual([text]);
  expect(buttonNamed(document, 'Încearcă din nou') !== null).toBe(retry);
  expect(links()).toEqual(WAY_OUT);
}

/** new-payment: the invoices with net, VAT and total, the method, "Plătește 909,79 LEI". */
function expectChoosing(context: PaymentContext, busy: boolean): void {
  expect(title()).toBe('Plătește facturile');
  const rows = [...document.querySelectorAll('tr[data-invoice]')];
  expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
    ['VOL-2026-000123', '15.11.2026', '452,71 LEI', '95,08 LEI', '547,79 LEI'],
    ['VOL-2026-000124', '15.11.2026', '299,17 LEI', '62,83 LEI', '362 LEI'],
  ]);
  expect(document.querySelector('[data-total]')).toHaveTextContent('909,79 LEI');
  expect(document.querySelector<HTMLInputElement>('input[name="method"]:checked')?.value).toBe(context.method);
  expect(document.querySelector('fieldset')?.disabled).toBe(busy);
  expectBusy('Plătește 909,79 LEI', busy);
  expect(alerts()).toEqual(context.error ? [words(context.error)] : []);
  expect(links()).toEqual(WAY_OUT);
}

const FIELDS = ['holder', 'number', 'expiry', 'cvc'] as const;

/** The card form: what was typed, each field's problem under it, the form's message. */
function expectCard(context: PaymentContext, busy: boolean): void {
  expect(title()).toBe('Plata cu cardul');
  expect(document.body).toHaveTextContent('De plată: 909,79 LEI');
  expect(document.querySelector('[data-sandbox]')).toHaveTextContent('Sandbox — nu se debitează niciun card');
  for (const field of FIELDS) {
    const input = document.querySelector<HTMLInputElement>(`#card-${field}`)!;
    expect(input.value).toBe(context.card[field]);
    expect(input.readOnly).toBe(busy);
    const problem = context.cardErrors[field];
    expect(input.getAttribute('aria-invalid')).toBe(String(problem !== undefined));
    const shown = document.getElementById(`card-${field}-error`);
    if (problem) expect(shown).toHaveTextContent(words(problem));
    else expect(shown).toBeNull();
  }
  // The alerts in the form's order: each field's problem, then the form's message.
  const problems = FIELDS.flatMap((field) => {
    const key = context.cardErrors[field];
    return key ? [words(key)] : [];
  });
  expect(alerts()).toEqual([...problems, ...(context.error ? [words(context.error)] : [])]);
  expectBusy('Plătește 909,79 LEI', busy);
  expect(theButtonNamed(document, 'Renunță la plată').disabled).toBe(busy);
}

/** The extra step: the code as typed, its problem, the form's message. */
function expectChallenge(context: PaymentContext, busy: boolean): void {
  expect(title()).toBe('Confirmă plata');
  const input = document.querySelector<HTMLInputElement>('#challenge-code')!;
  expect(input.value).toBe(context.code);
  expect(input.readOnly).toBe(busy);
  expect(input.getAttribute('aria-invalid')).toBe(String(context.codeError !== null));
  expect(alerts()).toEqual([
    ...(context.codeError ? [words(context.codeError)] : []),
    ...(context.error ? [words(context.error)] : []),
  ]);
  expectBusy('Confirmă', busy);
  expect(theButtonNamed(document, 'Renunță la plată').disabled).toBe(busy);
}

/** The error page: the reason in words, nothing charged, the two ways on. */
function expectFailed(context: PaymentContext, busy: boolean): void {
  expect(title()).toBe('Plata nu a reușit');
  expect(document.querySelector('[data-failure]')?.textContent).toBe(
    'Banca a refuzat cardul.Nu s-a debitat nimic: suma de 909,79 LEI nu a fost încasată.',
  );
  expect(alerts()).toEqual(context.error ? [words(context.error)] : []);
  expectBusy('Încearcă din nou', busy);
  expect(theButtonNamed(document, 'Altă metodă de plată').disabled).toBe(busy);
  expect(links()).toEqual(WAY_OUT);
}

/** The confirmation page while it waits, or once it has waited too long. */
function expectWaiting(timedOut: boolean): void {
  expect(title()).toBe('Se confirmă plata');
  expect(theOneWithRole(document, 'status')).toHaveTextContent(
    timedOut
      ? 'Confirmarea întârzie. Plata poate fi încă în curs; verifică din nou sau urmărește-o în istoricul plăților.'
      : 'Așteptăm confirmarea procesatorului de plăți. Nu închide pagina.',
  );
  expect(buttonNamed(document, 'Verifică din nou') !== null).toBe(timedOut);
  expect(facts()).toEqual(WHAT_WAS_PAID);
  expect(links()).toEqual(timedOut ? WAY_OUT : []);
}

describeFlow(findRegisteredMachine('payment')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const navigated: string[] = [];
  let refreshes = 0;
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) =>
      usePayment(scenario.input as PaymentInput, {
        navigate: (url) => navigated.push(url),
        refreshSession: () => {
          refreshes += 1;
        },
        maxPollAttempts: WALKED_POLL_ATTEMPTS,
        actors,
      }),
    (view) => <PaymentFlowScreen view={view} />,
  );
  const click = (name: string) => () => actAndFlush(() => fireEvent.click(theButtonNamed(document, name)));
  // Typing what a field already holds is an edit too (select, type): its problem goes either way.
  const type = (input: HTMLInputElement, value: string) =>
    actAndFlush(() => {
      if (input.value === value) fireEvent.change(input, { target: { value: '' } });
      fireEvent.change(input, { target: { value } });
    });
  const transient = () => {
    throw new Error('a routing state never rests');
  };
  const loading = () => {
    expect(title()).toBe('Plata prin Volan');
    expect(theOneWithRole(document, 'status')).toHaveTextContent('Se încarcă plata…');
    expect(alerts()).toEqual([]);
  };
  const failedLoad = (snapshot: FlowSnapshot) => expectNotice(words(ctx(snapshot).error!), true);
  const paged = (snapshot: FlowSnapshot) => {
    // The page on screen is the page the flow was opened on.
    const context = ctx(snapshot);
    if (context.step === 'error') expectFailed(context, true);
    else if (context.step === 'challenge') expectChallenge(context, true);
    else if (context.step === 'card') expectCard(context, true);
    else expectChoosing(context, true);
  };
  return {
    params: {
      events: {
        'load.retry': click('Încearcă din nou'),
        'method.choose': (step: Step) => {
          const radio = document.querySelector<HTMLInputElement>(
            `input[name="method"][value="${eventOf<'method.choose'>(step).method}"]`,
          )!;
          return actAndFlush(() => fireEvent.click(radio));
        },
        'payment.start': click('Plătește 909,79 LEI'),
        'card.edit': (step: Step) => {
          const { field, value } = eventOf<'card.edit'>(step);
          return type(document.querySelector<HTMLInputElement>(`#card-${field}`)!, value);
        },
        'card.submit': click('Plătește 909,79 LEI'),
        'challenge.edit': (step: Step) =>
          type(document.querySelector<HTMLInputElement>('#challenge-code')!, eventOf<'challenge.edit'>(step).code),
        'challenge.submit': click('Confirmă'),
        'payment.cancel': click('Renunță la plată'),
        'poll.retry': click('Verifică din nou'),
        'payment.retry': click('Încearcă din nou'),
        'payment.otherMethod': click('Altă metodă de plată'),
        // The longest pause (8 s) passes whichever one is waiting; only one timer is ever set.
        'xstate.after.pollDelay.payment.pausing': () =>
          actAndFlush(() => {
            vi.advanceTimersByTime(8000);
          }),
        ...harness.settling([
          'loadSummary',
          'loadPayment',
          'startPayment',
          'submitCard',
          'confirmChallenge',
          'cancelPayment',
          'pollPayment',
        ]),
      },
      states: {
        routing: transient,
        checkingRequest: transient,
        present: transient,
        invalidLink: () =>
          expectNotice(
            'Linkul nu spune ce trebuie plătit. Alege facturile de plătit din pagina de facturi sau un pachet de credite din portofel.',
            false,
          ),
        missing: () => expectNotice('Plata nu există sau nu aparține contului tău.', false),
        loadingSummary: loading,
        loadingPayment: loading,
        summaryFailed: failedLoad,
        loadFailed: failedLoad,
        cancelFailed: failedLoad,
        choosing: (snapshot: FlowSnapshot) => expectChoosing(ctx(snapshot), false),
        starting: paged,
        card: (snapshot: FlowSnapshot) => expectCard(ctx(snapshot), false),
        submittingCard: paged,
        challenge: (snapshot: FlowSnapshot) => expectChallenge(ctx(snapshot), false),
        submittingChallenge: paged,
        cancelling: paged,
        transfer: () => {
          expect(title()).toBe('Plata prin transfer bancar');
          expect([...document.querySelectorAll('[data-transfer]')].map((dd) => dd.textContent)).toEqual([
            'Volan SRL',
            'RO49AAAA1B31007593840000',
            'Banca Transilvania',
            'VOL-2026-000123 VOL-2026-000124',
            '909,79 LEI',
          ]);
          expect(document.querySelectorAll('button[aria-label^="Copiază: "]')).toHaveLength(5);
          expect(links()).toEqual(WAY_OUT);
        },
        waiting: () => expectWaiting(false),
        pausing: () => expectWaiting(false),
        timedOut: () => expectWaiting(true),
        succeeded: () => {
          expect(title()).toBe('Plata a reușit');
          expect(theOneWithRole(document, 'status')).toHaveTextContent(
            'Mulțumim! Facturile sunt plătite. Dacă anunțurile tale erau suspendate, sunt din nou active.',
          );
          expect(facts()).toEqual(WHAT_WAS_PAID);
          expect(links()).toEqual(WAY_OUT);
          expect(refreshes).toBe(1);
        },
        awaitingTransfer: () => {
          expect(title()).toBe('Așteptăm transferul');
          expect(document.body).toHaveTextContent('Confirmarea unui transfer poate dura până la 2 zile lucrătoare.');
          expect(facts()).toEqual(WHAT_WAS_PAID.map((w) => (w === 'Card bancar' ? 'Transfer bancar' : w)));
          expect(links()).toEqual(WAY_OUT);
        },
        failed: (snapshot: FlowSnapshot) => expectFailed(ctx(snapshot), false),
        leaving: (snapshot: FlowSnapshot) => {
          const destination = ctx(snapshot).destination!;
          expect(theOneWithRole(document, 'status')).toHaveTextContent('Se deschide pasul următor…');
          expect(navigated).toEqual([URLS[destination.step]]);
        },
      },
    },
    dispose: () => {
      harness.dispose();
      vi.useRealTimers();
    },
  };
});
