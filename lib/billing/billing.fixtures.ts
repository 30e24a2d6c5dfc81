/**
 * Invoices and reminder statuses as the server answers them (BillingInvoiceView, BillingStatusView),
 * for the machines' fixtures and the screens' tests: one unpaid invoice issued on 1 March 2026 and
 * due on 15 March, and the status of each stage of SPEC §4 about it (blocked from 25 March).
 */
import type { BillingInvoiceView, BillingStatusView } from '@/lib/graphql/generated/operations';

/** An invoice; `overrides` change what a test needs. */
export function invoiceFixture(overrides: Partial<BillingInvoiceView> = {}): BillingInvoiceView {
  const id = overrides.id ?? 'inv-1';
  return {
    id,
    number: 'VOL-2026-000123',
    issueDate: '2026-03-01',
    periodStart: '2026-03-01',
    periodEnd: '2026-03-31',
    dueDate: '2026-03-15',
    total: { bani: 54_329, formatted: '543,29 lei' },
    status: 'UNPAID',
    paidAt: null,
    pdfUrl: `/api/billing/invoices/${id}.pdf`,
    overdue: false,
    ...overrides,
  };
}

/** The unpaid invoice the reminders below are about. */
const REMINDER_INVOICE = invoiceFixture();

const common = {
  invoice: REMINDER_INVOICE,
  daysCheckPayment: 2,
  unblockDays: 3,
  canUnblock: false,
  paymentDeclaredAt: null,
  unpaidTotal: REMINDER_INVOICE.total,
} satisfies Partial<BillingStatusView>;

const overdueInvoice = { ...REMINDER_INVOICE, overdue: true };

/** The status of each stage of SPEC §4 (dates and counts as the server would compute them). */
export const BILLING_STATUS = {
  NONE: {
    ...common,
    stage: 'NONE',
    invoice: null,
    daysLeft: null,
    dueDate: null,
    blockDate: null,
    unpaidTotal: { bani: 0, formatted: '0,00 lei' },
  },
  NEW_INVOICE: { ...common, stage: 'NEW_INVOICE', daysLeft: 5, dueDate: '2026-03-15', blockDate: '2026-03-25' },
  OVERDUE: {
    ...common,
    invoice: overdueInvoice,
    stage: 'OVERDUE',
    daysLeft: 7,
    dueDate: '2026-03-24',
    blockDate: '2026-03-25',
  },
  BLOCK_IMMINENT: {
    ...common,
    invoice: overdueInvoice,
    stage: 'BLOCK_IMMINENT',
    daysLeft: 2,
    dueDate: '2026-03-24',
    blockDate: '2026-03-25',
  },
  BLOCKED: {
    ...common,
    invoice: overdueInvoice,
    stage: 'BLOCKED',
    daysLeft: null,
    dueDate: null,
    blockDate: null,
    canUnblock: true,
  },
  TEMPORARILY_UNBLOCKED: {
    ...common,
    invoice: overdueInvoice,
    stage: 'TEMPORARILY_UNBLOCKED',
    daysLeft: 2,
    dueDate: '2026-03-30',
    blockDate: '2026-03-31',
  },
} as const satisfies Record<BillingStatusView['stage'], BillingStatusView>;

/** BLOCK_IMMINENT after 'Da, am plătit deja'. */
export const DECLARED_STATUS: BillingStatusView = {
  ...BILLING_STATUS.BLOCK_IMMINENT,
  paymentDeclaredAt: '2026-03-23T09:30:00.000Z',
};

/** BLOCKED again after the temporary unblock ran out: no second unblock. */
export const BLOCKED_AGAIN_STATUS: BillingStatusView = { ...BILLING_STATUS.BLOCKED, canUnblock: false };
