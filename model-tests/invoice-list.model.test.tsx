// @vitest-environment jsdom
/**
 * Generated paths of the invoices list (/contul-meu/newinvoices), walked on the machine and through
 * InvoicesScreen with the real hook (parked calls): the invoices in order with number, period, due
 * date, total with VAT, status ('Restantă' for an overdue one) and PDF; the tick boxes of the unpaid
 * ones, 'Plătește' (the payment page of the ticked invoices), the total still owed, the filter,
 * 'Încarcă mai multe', the empty list, and the loading and error-with-retry states.
 */
import { fireEvent } from '@testing-library/react';
import { InvoicesScreen } from '@/components/billing/invoices-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type { InvoiceListContext, InvoiceListEvent } from '@/machines/invoice-list/invoice-list.types';
import { useInvoiceList } from '@/machines/invoice-list/use-invoice-list';
import { findRegisteredMachine } from '@/machines/registry';
import type { PageSession } from '@/lib/session/session.types';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as InvoiceListContext;

const DEALER: PageSession = {
  user: {
    name: 'Auto Dealer',
    email: 'dealer@volan.test',
    image: null,
    id: 'u-1',
    familyName: 'Dealer',
    givenName: 'Auto',
    displayName: 'Auto Dealer',
    userUUID: 'u-1',
    userType: 'professional',
    accountStatus: 'active',
    suspendReason: null,
  },
  multiUser: null,
};

const STATUS_WORDS: Record<string, string> = {
  OVERDUE: 'Restantă',
  UNPAID: 'Neplătită',
};

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-invoice]')];
const payButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Plătește');

/** The rows are the context's invoices, in order, with their cells, tick boxes and PDFs. */
function expectList(context: InvoiceListContext): void {
  expect(rows().map((r) => r.dataset['invoice'])).toEqual(context.items.map((i) => i.id));
  context.items.forEach((invoice, i) => {
    const row = rows()[i]!;
    expect(row.querySelector('th')).toHaveTextContent(invoice.number);
    expect(row).toHaveTextContent(invoice.total.formatted);
    const status =
      invoice.status === 'PAID'
        ? `Plătită pe ${invoice.paidAt!.slice(8, 10)}.`
        : STATUS_WORDS[invoice.overdue ? 'OVERDUE' : 'UNPAID']!;
    expect(row).toHaveTextContent(status);
    expect(row.querySelector('a')).toHaveAttribute('href', invoice.pdfUrl);
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (invoice.status === 'UNPAID') expect(box?.checked).toBe(context.selected.includes(invoice.id));
    else expect(box).toBeNull();
  });
  const unpaid = context.items.some((i) => i.status === 'UNPAID');
  expect(payButton() !== undefined).toBe(unpaid);
  if (unpaid) expect(payButton()!.disabled).toBe(context.selected.length === 0);
  if (context.selected.length === 1) expect(document.body).toHaveTextContent('O factură selectată: 543,29 lei');
  const checked = document.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  expect(checked?.value).toBe(context.filter);
}

describeFlow(findRegisteredMachine('invoiceList')!, (_scenario, flow) => {
  const navigated: string[] = [];
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useInvoiceList({ actors, navigate: (url) => navigated.push(url) }),
    (view) => <InvoicesScreen session={DEALER} view={view} />,
  );
  const events = {
    'list.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'list.loadMore': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încarcă mai multe facturi'))),
    'filter.change': ({ event }: { event: { type: string } }) => {
      const { filter } = event as Extract<InvoiceListEvent, { type: 'filter.change' }>;
      const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][value="${filter}"]`)!;
      return actAndFlush(() => fireEvent.click(radio));
    },
    'invoice.toggle': ({ event }: { event: { type: string } }) => {
      const { id } = event as Extract<InvoiceListEvent, { type: 'invoice.toggle' }>;
      const box = document.querySelector<HTMLInputElement>(`[data-invoice="${id}"] input[type="checkbox"]`);
      // A paid invoice has no box: nothing to tick (the machine ignores it too).
      return box ? actAndFlush(() => fireEvent.click(box)) : Promise.resolve();
    },
    'selection.pay': async () => {
      const button = payButton();
      if (!button || button.disabled) return;
      const before = navigated.length;
      await actAndFlush(() => fireEvent.click(button));
      expect(navigated.slice(before)).toEqual([
        `/plata-prin-volan/new-payment?invoices=${encodeURIComponent(harness.view().selected.join(','))}`,
      ]);
    },
    ...harness.settling(['loadPage', 'loadMore']),
  };
  return {
    params: {
      events,
      states: {
        loading: () => {
          expect(theOneWithRole(document, 'status')).toHaveTextContent('Se încarcă facturile…');
          expect(rows()).toEqual([]);
        },
        failed: () => {
          expect(theOneWithRole(document, 'alert')).toHaveTextContent('Facturile nu au putut fi încărcate.');
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
          expect(rows()).toEqual([]);
        },
        ready: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expectList(context);
          const empty = document.body.textContent?.includes('Nu ai facturi.') ?? false;
          expect(empty).toBe(context.items.length === 0 && context.filter === 'ALL');
          const more = [...document.querySelectorAll('button')].some(
            (b) => b.textContent === 'Încarcă mai multe facturi',
          );
          expect(more).toBe(context.nextCursor !== null);
          const error = document.querySelector('[data-error-key]');
          if (context.actionError) expect(error).toHaveTextContent('Următoarele facturi nu au putut fi încărcate.');
          else expect(error).toBeNull();
          if (context.unpaidTotal && context.unpaidTotal.bani > 0)
            expect(document.querySelector('[data-unpaid-total]')).toHaveTextContent(
              `Total de plată: ${context.unpaidTotal.formatted}`,
            );
        },
        loadingMore: (snapshot: FlowSnapshot) => {
          expectList(ctx(snapshot));
          expect(theButtonNamed(document, 'Se încarcă…').getAttribute('aria-busy')).toBe('true');
        },
      },
    },
    dispose: harness.dispose,
  };
});
