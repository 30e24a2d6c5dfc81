// @vitest-environment jsdom
/**
 * Generated paths of the payment reminders (docs/billing-screens.md), walked on the machine and
 * through PaymentRemindersScreen with the real hook (parked calls): the banner of each status the
 * paths reach with the server's dates and counts written out, 'Ai plătit factura?' opened once at
 * BLOCK_IMMINENT with its warning and 'Da, am plătit deja', the unblock dialog with its checkbox and
 * 'Deblochează contul' (explained until ticked), failures kept in the open dialog with the reason
 * (the network, the server's refusal), the status read in the browser with its retry.
 */
import { fireEvent } from '@testing-library/react';
import { PaymentRemindersScreen } from '@/components/billing/payment-reminders';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  PaymentRemindersContext,
  PaymentRemindersEvent,
  PaymentRemindersInput,
} from '@/machines/payment-reminders/payment-reminders.types';
import { usePaymentReminders } from '@/machines/payment-reminders/use-payment-reminders';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(() => {
  resetMissingKeys();
  window.sessionStorage.clear();
});
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PaymentRemindersContext;

/** The catalogue's words for the fixtures' statuses, written out. */
const BANNERS: Record<string, { title: string; text: string; role: 'status' | 'alert' }> = {
  OVERDUE: {
    title: 'Evită blocarea contului',
    text:
      'Factura VOL-2026-000123 este restantă. Plătește-o în 7 zile, până la 24 martie 2026, ca să eviți blocarea ' +
      'contului. Confirmarea unei plăți poate dura 2 zile lucrătoare.',
    role: 'status',
  },
  BLOCK_IMMINENT: {
    title: 'Evită blocarea',
    text:
      'Plătește factura VOL-2026-000123 până la 24 martie 2026, ultima zi înainte de blocarea contului. Confirmarea ' +
      'plății poate dura până la 2 zile lucrătoare; plata cu cardul se confirmă pe loc.',
    role: 'alert',
  },
  BLOCKED: {
    title: 'Contul tău este blocat',
    text: 'Plătește factura restantă VOL-2026-000123 ca să-ți reactivezi contul. Până atunci, anunțurile tale nu apar pe Volan.',
    role: 'alert',
  },
  TEMPORARILY_UNBLOCKED: {
    title: 'Contul tău a fost deblocat temporar',
    text: 'Dacă nu primim plata facturii VOL-2026-000123 în 2 zile, până la 30 martie 2026, contul va fi blocat din nou.',
    role: 'status',
  },
};
const ERRORS: Record<string, string> = {
  'billing:errors.status': 'Situația plăților nu a putut fi încărcată.',
  'billing:errors.declare': 'Răspunsul nu a putut fi trimis. Verifică conexiunea și încearcă din nou.',
  'billing:errors.unblock': 'Contul nu a putut fi deblocat. Verifică conexiunea și încearcă din nou.',
  'billing:unblock.tickFirst': 'Bifează mai întâi confirmarea că vei plăti factura restantă.',
  'errors:billing.cannotUnblock':
    'Contul nu mai poate fi deblocat temporar. Plătește factura restantă pentru a-l reactiva.',
};
const NOTICES = {
  declared: 'Mulțumim! Am notat că ai plătit; confirmăm plata când ajunge la noi.',
  unblocked: 'Contul a fost deblocat temporar. Anunțurile tale apar din nou.',
};

const banner = () => document.querySelector<HTMLElement>('[data-billing-stage]');
const dialog = () => oneWithRole(document, 'dialog');
const alerts = () => [...document.querySelectorAll<HTMLElement>('[role="alert"]')];

/** The banner is the status's, with its words, severity role and links. */
function expectBanner(context: PaymentRemindersContext, unblockOffered: boolean): void {
  const stage = context.status?.stage ?? 'NONE';
  const expected = BANNERS[stage];
  if (!expected) {
    expect(banner()).toBeNull();
    return;
  }
  const shown = banner()!;
  expect(shown.dataset['billingStage']).toBe(stage);
  expect(shown.getAttribute('role')).toBe(expected.role);
  expect(shown.querySelector('h2')).toHaveTextContent(expected.title);
  expect(shown).toHaveTextContent(expected.text);
  expect(shown).toHaveTextContent(expected.role === 'alert' ? 'Urgent' : 'Atenție');
  expect(shown).toHaveTextContent('De plată: 543,29 lei');
  const pay = [...shown.querySelectorAll('a')].find((a) => a.textContent === 'Plătește factura');
  expect(pay).toHaveAttribute('href', '/plata-prin-volan/new-payment?invoices=inv-1');
  const invoices = [...shown.querySelectorAll('a')].find((a) => a.textContent === 'Vezi facturile');
  expect(invoices).toHaveAttribute('href', '/contul-meu/newinvoices');
  const unblock = [...shown.querySelectorAll('button')].find((b) => b.textContent === 'Deblochează temporar');
  expect(unblock !== undefined).toBe(unblockOffered);
  if (stage === 'BLOCK_IMMINENT' && context.status?.paymentDeclaredAt)
    expect(shown).toHaveTextContent('Ne-ai spus pe 23 martie 2026 că ai plătit.');
}

function expectNotice(context: PaymentRemindersContext): void {
  const notice = [...document.querySelectorAll('p[role="status"]')];
  if (context.notice) expect(notice.map((n) => n.textContent)).toEqual([NOTICES[context.notice]]);
  else expect(notice).toEqual([]);
}

/** The dialog's error: the context's, in words, inside the dialog. */
function expectDialogError(context: PaymentRemindersContext): void {
  const open = dialog()!;
  const error = open.querySelector('[data-error-key]');
  if (context.error) expect(error).toHaveTextContent(ERRORS[context.error]!);
  else expect(error).toBeNull();
}

function expectDeclareDialog(snapshot: FlowSnapshot, busy: boolean): void {
  const context = ctx(snapshot);
  expectBanner(context, false);
  const open = dialog()!;
  expect(open).toHaveAccessibleName('Ai plătit factura?');
  expect(open).toHaveTextContent(
    'Un transfer poate dura până la 2 zile lucrătoare până ajunge la noi. Dacă plata nu ajunge, contul va fi blocat pe 25 martie 2026.',
  );
  const confirm = theButtonNamed(open, busy ? 'Se trimite…' : 'Da, am plătit deja');
  expect(confirm.getAttribute('aria-disabled')).toBe(String(busy));
  expectDialogError(context);
}

function expectUnblockDialog(snapshot: FlowSnapshot, busy: boolean): void {
  const context = ctx(snapshot);
  expectBanner(context, false);
  const open = dialog()!;
  expect(open).toHaveAccessibleName('Deblochează contul temporar');
  expect(open).toHaveTextContent('Contul tău va fi deblocat pentru 3 zile, iar anunțurile tale vor apărea din nou.');
  expect(open).toHaveTextContent('nu va mai putea fi deblocat până la plata tuturor datoriilor');
  const box = open.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  expect(box.closest('label')).toHaveTextContent('Confirm că voi plăti factura restantă în 3 zile');
  expect(box.checked).toBe(context.confirmed);
  expect(open.textContent?.includes('Bifează confirmarea de mai sus ca să poți debloca contul.')).toBe(
    !context.confirmed && context.error === null,
  );
  const confirm = theButtonNamed(open, busy ? 'Se deblochează…' : 'Deblochează contul');
  expect(confirm.getAttribute('aria-disabled')).toBe(String(busy));
  expectDialogError(context);
}

describeFlow(findRegisteredMachine('paymentReminders')!, (scenario, flow) => {
  const input = scenario.input as PaymentRemindersInput;
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => usePaymentReminders({ status: input.status, modals: input.modals, actors, reload: () => {} }),
    (view) => <PaymentRemindersScreen view={view} onInvoicesPage={false} />,
  );
  const transient = () => {
    throw new Error('a transient state never rests');
  };
  const events = {
    'status.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'declare.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, 'Da, am plătit deja'))),
    'unblock.open': () => actAndFlush(() => fireEvent.click(theButtonNamed(banner()!, 'Deblochează temporar'))),
    // A click changes the box; setting it to what it already is has nothing to click (and changes nothing).
    'unblock.toggle': ({ event }: { event: { type: string } }) => {
      const { confirmed } = event as Extract<PaymentRemindersEvent, { type: 'unblock.toggle' }>;
      const box = dialog()!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
      return box.checked === confirmed ? Promise.resolve() : actAndFlush(() => fireEvent.click(box));
    },
    'unblock.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(dialog()!, 'Deblochează contul'))),
    'dialog.close': () => actAndFlush(() => fireEvent.keyDown(dialog()!, { key: 'Escape' })),
    ...harness.settling(['loadStatus', 'declare', 'unblock', 'refresh']),
  };
  return {
    params: {
      events,
      states: {
        starting: transient,
        deciding: transient,
        loading: () => {
          expect(banner()).toBeNull();
          expect(alerts()).toEqual([]);
        },
        unavailable: () => {
          expect(banner()).toBeNull();
          expect(alerts().map((a) => a.textContent)).toEqual([`${ERRORS['billing:errors.status']!}Încearcă din nou`]);
        },
        banner: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expect(dialog()).toBeNull();
          expectBanner(context, context.status?.stage === 'BLOCKED' && context.status.canUnblock && context.modals);
          expectNotice(context);
        },
        asking: (snapshot: FlowSnapshot) => expectDeclareDialog(snapshot, false),
        declaring: (snapshot: FlowSnapshot) => expectDeclareDialog(snapshot, true),
        unblockOpen: (snapshot: FlowSnapshot) => expectUnblockDialog(snapshot, false),
        unblocking: (snapshot: FlowSnapshot) => expectUnblockDialog(snapshot, true),
        refreshing: (snapshot: FlowSnapshot) => {
          expect(dialog()).toBeNull();
          expectNotice(ctx(snapshot));
        },
      },
    },
    dispose: harness.dispose,
  };
});
