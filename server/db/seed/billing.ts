/**
 * Billing of the seeded dealers (docs/billing.md), relative to the seeding day:
 * - the demo dealer (dealer@volan.test) on Premium, monthly, since January 2025: every monthly
 *   invoice paid a few days after it was issued, and the current one issued three days ago,
 *   unpaid (the reminders' NEW_INVOICE stage);
 * - the suspended demo dealer (suspendat@volan.test) on Standard with an invoice unpaid past its
 *   block date (BLOCKED: its active adverts are suspended, as the block would have done);
 * - a few other dealers on Start, Standard and Nelimitat, paid up, one overdue (OVERDUE) and one
 *   a day from its block (BLOCK_IMMINENT).
 * Invoices are issued in date order across dealers, so their numbers follow the calendar.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { addDays, addMonths, bucharestDate } from '@/lib/billing/calendar-date';
import { issueInvoice } from '@/server/services/billing/invoices';
import { periodLineDescription, periodPrice } from '@/server/services/billing/subscriptions';
import { DEFAULT_BILLING_SETTINGS } from '@/server/services/billing/billing-settings';
import type { BillingPeriodCode } from '../schema/billing';
import { billingAccounts, billingProducts, subscriptions } from '../schema/billing';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** One seeded subscription: who, what, since when, and how its last invoice stands. */
interface SeededPlan {
  accountId: string;
  code: string;
  period: BillingPeriodCode;
  /** Periods before the current one (all paid). */
  history: number;
  /** Days ago the current period started (its invoice's issue date). */
  currentStartedDaysAgo: number;
  /** The current period's invoice is paid. */
  currentPaid: boolean;
  taxId: string;
  registry: string;
}

/** What the billing seed needs to know of the seeding. */
export interface BillingSeedInput {
  now: Date;
  /** Seeded dealers other than the demo ones (at least 5 are used when there are). */
  otherDealerIds: readonly string[];
}

const { paymentDays, blockAfter } = {
  paymentDays: DEFAULT_BILLING_SETTINGS.invoicePaymentDays,
  blockAfter: DEFAULT_BILLING_SETTINGS.blockAfterDays,
};

/** The demo plans and a handful of others, in a fixed order (deterministic). */
function plans(input: BillingSeedInput, today: string): SeededPlan[] {
  const sinceJanuary2025 = Math.max(1, (Number(today.slice(0, 4)) - 2025) * 12 + Number(today.slice(5, 7)) - 1);
  const list: SeededPlan[] = [
    {
      accountId: DEMO_ACCOUNTS.dealer.id,
      code: 'premium',
      period: 'monthly',
      history: sinceJanuary2025,
      currentStartedDaysAgo: 3,
      currentPaid: false,
      taxId: 'RO 38291746',
      registry: 'J40/7315/2017',
    },
    {
      accountId: DEMO_ACCOUNTS.suspendedDealer.id,
      code: 'standard',
      period: 'monthly',
      history: 4,
      // Issued long enough ago to be past its block date.
      currentStartedDaysAgo: paymentDays + blockAfter + 4,
      currentPaid: false,
      taxId: 'RO 40118273',
      registry: 'J13/2214/2019',
    },
  ];
  const others: [string, BillingPeriodCode, number, number, boolean][] = [
    ['start', 'monthly', 6, 10, true],
    ['standard', 'yearly', 1, 40, true],
    ['nelimitat', 'monthly', 9, 5, true],
    // Overdue by three days.
    ['standard', 'monthly', 5, paymentDays + 3, false],
    // The day before its block.
    ['premium', 'monthly', 7, paymentDays + blockAfter - 1, false],
  ];
  others.forEach(([code, period, history, daysAgo, paid], i) => {
    const accountId = input.otherDealerIds[i];
    if (accountId === undefined) return;
    list.push({
      accountId,
      code,
      period,
      history,
      currentStartedDaysAgo: daysAgo,
      currentPaid: paid,
      taxId: `RO ${String(31_000_000 + i * 1_234_567)}`,
      registry: `J${String(10 + i * 7).padStart(2, '0')}/${String(1200 + i * 311)}/${String(2015 + i)}`,
    });
  });
  return list;
}

/** Seeds subscriptions and invoices; returns how many invoices it issued. */
export async function seedBilling(db: Db, input: BillingSeedInput): Promise<number> {
  const today = bucharestDate(input.now);
  const products = await db.select().from(billingProducts);
  const productOf = (code: string) => {
    const product = products.find((p) => p.code === code);
    if (!product) throw new Error(`no billing product ${code}`);
    return product;
  };
  interface Issue {
    plan: SeededPlan;
    subscriptionId: string;
    start: string;
    end: string;
    paid: boolean;
  }
  const issues: Issue[] = [];
  return db.transaction(async (tx) => {
    for (const plan of plans(input, today)) {
      const product = productOf(plan.code);
      const months = plan.period === 'monthly' ? 1 : 12;
      const currentStart = addDays(today, -plan.currentStartedDaysAgo);
      const first = addMonths(currentStart, -months * plan.history);
      const found = await tx.execute(sql`
        select p.street, c.name as city from users u left join dealer_profiles p on p.user_id = u.id
          left join cities c on c.id = u.city_id where u.id = ${plan.accountId}`);
      const [address] = (found as { rows: { street: string | null; city: string | null }[] }).rows;
      await tx.insert(billingAccounts).values({
        accountId: plan.accountId,
        taxId: plan.taxId,
        registryNumber: plan.registry,
        billingAddress: [address?.street, address?.city].filter(Boolean).join(', ') || null,
      });
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          accountId: plan.accountId,
          productId: product.id,
          period: plan.period,
          priceBani: periodPrice(product, plan.period),
          startedOn: first,
          currentPeriodStart: currentStart,
          currentPeriodEnd: addDays(addMonths(first, months * (plan.history + 1)), -1),
        })
        .returning({ id: subscriptions.id });
      if (!subscription) throw new Error('seed subscription not inserted');
      for (let i = 0; i <= plan.history; i += 1) {
        const start = addMonths(first, months * i);
        const end = addDays(addMonths(first, months * (i + 1)), -1);
        issues.push({ plan, subscriptionId: subscription.id, start, end, paid: i < plan.history || plan.currentPaid });
      }
    }
    issues.sort((a, b) => a.start.localeCompare(b.start) || a.plan.accountId.localeCompare(b.plan.accountId));
    for (const issue of issues) {
      const product = productOf(issue.plan.code);
      const price = periodPrice(product, issue.plan.period);
      // Paid by card or transfer two to six days after the invoice arrived.
      const paidDay = addDays(issue.start, 2 + (issue.start.charCodeAt(9) % 5));
      await issueInvoice(tx, {
        accountId: issue.plan.accountId,
        issueDate: issue.start,
        periodStart: issue.start,
        periodEnd: issue.end,
        vatRatePercent: issue.start < '2025-08-01' ? 19 : DEFAULT_BILLING_SETTINGS.vatRatePercent,
        paymentDays,
        paidAt: issue.paid ? new Date(`${paidDay < today ? paidDay : today}T09:30:00.000Z`) : null,
        lines: [
          {
            description: periodLineDescription(product, issue.plan.period, issue.start, issue.end),
            quantity: 1,
            unitPriceBani: price,
            subscriptionId: issue.subscriptionId,
            periodStart: issue.start,
          },
        ],
      });
    }
    // The suspended demo dealer is blocked: its active adverts are hidden, as the block does.
    const blocked = DEMO_ACCOUNTS.suspendedDealer.id;
    await tx.execute(sql`update adverts set status = 'suspended' where user_id = ${blocked} and status = 'active'`);
    await tx.execute(
      sql`update billing_accounts set blocked_at = ${input.now.toISOString()}::timestamptz where account_id = ${blocked}`,
    );
    return issues.length;
  });
}
