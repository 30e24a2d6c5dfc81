/**
 * Subscriptions of packages and add-ons (docs/billing.md "Packages and subscriptions"): starting
 * one (invoiced at once for its first period), renewing those whose period ended (the daily job;
 * one invoice per account and day, a line per subscription period, unique per period), changing
 * the package (an upgrade at once with the pro-rata difference on the next invoice; a downgrade or
 * a change of period from the next period), add-ons and cancelling (runs to the period's end).
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { billingProducts, subscriptions, type BillingPeriodCode } from '@/server/db/schema/billing';
import { users } from '@/server/db/schema/users';
import { addDays, addMonths, bucharestDate, daysBetween } from '@/lib/billing/calendar-date';
import { prorataBani } from '@/lib/billing/package-change';
import type { Locale } from '@/lib/i18n/i18n-config';
import { UserInputError } from '../ads.types';
import { issueInvoice, lockBillingAccount, type InvoiceRow, type NewInvoiceLine } from './invoices';
import { PERIOD_IN, subscriptionDtos, type ProductRow, type SubscriptionRow } from './catalogue';
import type { BillingSettings } from './billing-settings';
import type { BillingPeriod, SubscriptionDto } from './billing.types';
import { noticeInvoiceIssued } from './billing-notices';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The last day of a period that starts on `start`. */
export function periodEndOf(start: string, period: BillingPeriodCode): string {
  return addDays(addMonths(start, period === 'monthly' ? 1 : 12), -1);
}

/** The price of one period of a product, net bani. */
export function periodPrice(
  product: Pick<ProductRow, 'monthlyPriceBani' | 'yearlyPriceBani'>,
  period: BillingPeriodCode,
): number {
  return period === 'monthly' ? product.monthlyPriceBani : (product.yearlyPriceBani ?? product.monthlyPriceBani * 12);
}

/** 'dd.mm.yyyy', as Romanian invoices write dates. */
export function roDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d ?? ''}.${m ?? ''}.${y ?? ''}`;
}

/** The Romanian line of a subscription period, as the invoice prints it. */
export function periodLineDescription(
  product: ProductRow,
  period: BillingPeriodCode,
  start: string,
  end: string,
): string {
  const what = product.kind === 'package' ? `Pachet ${product.name}` : product.name;
  const kind = period === 'monthly' ? 'abonament lunar' : 'abonament anual';
  return `${what} – ${kind}, ${roDate(start)} – ${roDate(end)}`;
}

async function productById(tx: Db, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(billingProducts).where(eq(billingProducts.id, id));
  if (!row) throw new Error(`no billing product ${String(id)}`);
  return row;
}

/**
 * Starts a subscription on `start` inside `tx` and, unless `invoice` is false, issues the invoice
 * of its first period (issued `start`). Returns the row and the invoice.
 */
export async function startSubscription(
  tx: Db,
  input: {
    accountId: string;
    product: ProductRow;
    period: BillingPeriodCode;
    start: string;
    invoice?: boolean;
    paidAt?: Date | null;
  },
  settings: BillingSettings,
): Promise<{ subscription: SubscriptionRow; invoice: InvoiceRow | null }> {
  const end = periodEndOf(input.start, input.period);
  const price = periodPrice(input.product, input.period);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      accountId: input.accountId,
      productId: input.product.id,
      period: input.period,
      priceBani: price,
      startedOn: input.start,
      currentPeriodStart: input.start,
      currentPeriodEnd: end,
    })
    .returning();
  if (!subscription) throw new Error('subscription insert returned nothing');
  if (input.invoice === false) return { subscription, invoice: null };
  const invoice = await issueInvoice(tx, {
    accountId: input.accountId,
    issueDate: input.start,
    periodStart: input.start,
    periodEnd: end,
    vatRatePercent: settings.vatRatePercent,
    paymentDays: settings.invoicePaymentDays,
    paidAt: input.paidAt ?? null,
    lines: [
      {
        description: periodLineDescription(input.product, input.period, input.start, end),
        quantity: 1,
        unitPriceBani: price,
        subscriptionId: subscription.id,
        periodStart: input.start,
      },
    ],
  });
  return { subscription, invoice };
}

/**
 * Renews, inside `tx`, the account's subscriptions whose period ended before `today` (each period
 * missed is a line of its own) and issues one invoice dated `today` for them; ends the cancelled
 * ones. Returns the invoice, or null when nothing was due.
 */
export async function renewAccount(
  tx: Db,
  accountId: string,
  today: string,
  settings: BillingSettings,
  paidAt: Date | null = null,
): Promise<InvoiceRow | null> {
  await lockBillingAccount(tx, accountId);
  const due = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        ne(subscriptions.status, 'ended'),
        lt(subscriptions.currentPeriodEnd, today),
      ),
    )
    .orderBy(subscriptions.startedOn)
    .for('update');
  const lines: NewInvoiceLine[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  for (const sub of due) {
    if (sub.status === 'cancelling') {
      await tx
        .update(subscriptions)
        .set({ status: 'ended', endedOn: sub.currentPeriodEnd, nextProductId: null, nextPeriod: null })
        .where(eq(subscriptions.id, sub.id));
      continue;
    }
    const product = await productById(tx, sub.nextProductId ?? sub.productId);
    const period = sub.nextPeriod ?? sub.period;
    const price = periodPrice(product, period);
    let end = sub.currentPeriodEnd;
    let start = sub.currentPeriodStart;
    if (sub.pendingProrataBani > 0) {
      lines.push({
        description: sub.pendingProrataNote ?? 'Diferență schimbare pachet',
        quantity: 1,
        unitPriceBani: sub.pendingProrataBani,
      });
    }
    while (end < today) {
      start = addDays(end, 1);
      end = periodEndOf(start, period);
      lines.push({
        description: periodLineDescription(product, period, start, end),
        quantity: 1,
        unitPriceBani: price,
        subscriptionId: sub.id,
        periodStart: start,
      });
      starts.push(start);
      ends.push(end);
    }
    await tx
      .update(subscriptions)
      .set({
        productId: product.id,
        period,
        priceBani: price,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        nextProductId: null,
        nextPeriod: null,
        pendingProrataBani: 0,
        pendingProrataNote: null,
      })
      .where(eq(subscriptions.id, sub.id));
  }
  const from = starts.sort()[0];
  const to = ends.sort().at(-1);
  if (lines.length === 0 || from === undefined || to === undefined) return null;
  return issueInvoice(tx, {
    accountId,
    issueDate: today,
    periodStart: from,
    periodEnd: to,
    vatRatePercent: settings.vatRatePercent,
    paymentDays: settings.invoicePaymentDays,
    paidAt,
    lines,
  });
}

/** The daily job's work: renews every account with a subscription period ended before today. */
export async function renewDueSubscriptions(
  db: Db,
  now: Date,
  settings: BillingSettings,
): Promise<{ accounts: number; invoices: number }> {
  const today = bucharestDate(now);
  const rows = await db
    .selectDistinct({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(and(ne(subscriptions.status, 'ended'), lt(subscriptions.currentPeriodEnd, today)));
  let issued = 0;
  for (const { accountId } of rows) {
    const invoice = await db.transaction((tx) => renewAccount(tx, accountId, today, settings));
    if (invoice) {
      issued += 1;
      await noticeInvoiceIssued({ db }, invoice);
    }
  }
  return { accounts: rows.length, invoices: issued };
}

const blockedAccount = () =>
  new UserInputError('errors:billing.accountBlocked', 'Pay the overdue invoice before changing the package.');

async function assertNotBlocked(tx: Db, accountId: string): Promise<void> {
  const [user] = await tx.select({ status: users.accountStatus }).from(users).where(eq(users.id, accountId));
  if (user?.status === 'suspended') throw blockedAccount();
}

async function runningOfKind(tx: Db, accountId: string, kind: 'package' | 'add_on'): Promise<SubscriptionRow[]> {
  const rows = await tx
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(billingProducts, eq(billingProducts.id, subscriptions.productId))
    .where(
      and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'ended'), eq(billingProducts.kind, kind)),
    )
    .for('update', { of: subscriptions });
  return rows.map((r) => r.sub);
}

async function one(db: Db, row: SubscriptionRow, locale: Locale): Promise<SubscriptionDto> {
  const [dto] = await subscriptionDtos(db, [row], locale);
  if (!dto) throw new Error('subscription dto missing');
  return dto;
}

async function reread(tx: Db, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/**
 * Chooses a package: without one, it starts today (invoiced now); an upgrade (a dearer package)
 * applies at once, its pro-rata difference billed on the next invoice; a cheaper package or
 * another period applies from the next period. Choosing the current package again undoes a
 * pending change or a cancellation.
 */
export async function changePackage(
  db: Db,
  accountId: string,
  packageId: string,
  period: BillingPeriod,
  now: Date,
  settings: BillingSettings,
  locale: Locale,
): Promise<SubscriptionDto> {
  const unknown = () => new UserInputError('errors:billing.unknownPackage', 'No such package.', 'packageId');
  const id = /^\d{1,9}$/u.test(packageId) ? Number(packageId) : Number.NaN;
  const periodCode = PERIOD_IN[period];
  if (!periodCode) throw new UserInputError('errors:billing.badPeriod', 'Monthly or yearly.', 'period');
  const [product] = Number.isInteger(id)
    ? await db.select().from(billingProducts).where(eq(billingProducts.id, id))
    : [];
  if (!product || product.kind !== 'package' || !product.offered) throw unknown();
  const today = bucharestDate(now);
  const row = await db.transaction(async (tx) => {
    await lockBillingAccount(tx, accountId);
    await assertNotBlocked(tx, accountId);
    const [current] = await runningOfKind(tx, accountId, 'package');
    if (!current) {
      return (await startSubscription(tx, { accountId, product, period: periodCode, start: today }, settings))
        .subscription;
    }
    const same = current.productId === product.id && current.period === periodCode;
    if (same) {
      if (current.status === 'active' && current.nextProductId === null && current.nextPeriod === null)
        throw new UserInputError('errors:billing.samePackage', 'This is already your package.', 'packageId');
      await tx
        .update(subscriptions)
        .set({ status: 'active', cancelledAt: null, nextProductId: null, nextPeriod: null })
        .where(eq(subscriptions.id, current.id));
      return reread(tx, current.id);
    }
    const currentProduct = await productById(tx, current.productId);
    if (product.monthlyPriceBani > currentProduct.monthlyPriceBani) {
      const newPrice = periodPrice(product, current.period);
      const difference = prorataBani(
        current.priceBani,
        newPrice,
        current.currentPeriodStart,
        current.currentPeriodEnd,
        today,
      );
      const days = daysBetween(today, current.currentPeriodEnd) + 1;
      const note = `Diferență pachet ${currentProduct.name} → ${product.name}, ${roDate(today)} – ${roDate(current.currentPeriodEnd)} (${String(days)} zile)`;
      await tx
        .update(subscriptions)
        .set({
          productId: product.id,
          priceBani: newPrice,
          status: 'active',
          cancelledAt: null,
          nextProductId: periodCode === current.period ? null : product.id,
          nextPeriod: periodCode === current.period ? null : periodCode,
          pendingProrataBani: sql`${subscriptions.pendingProrataBani} + ${difference}`,
          pendingProrataNote: note,
        })
        .where(eq(subscriptions.id, current.id));
      return reread(tx, current.id);
    }
    await tx
      .update(subscriptions)
      .set({ status: 'active', cancelledAt: null, nextProductId: product.id, nextPeriod: periodCode })
      .where(eq(subscriptions.id, current.id));
    return reread(tx, current.id);
  });
  return one(db, row, locale);
}

/** Subscribes an add-on (monthly, invoiced now); it needs a running package. */
export async function subscribeAddOn(
  db: Db,
  accountId: string,
  code: string,
  now: Date,
  settings: BillingSettings,
  locale: Locale,
): Promise<SubscriptionDto> {
  const [product] =
    typeof code === 'string' && code.length <= 40
      ? await db.select().from(billingProducts).where(eq(billingProducts.code, code))
      : [];
  if (!product || product.kind !== 'add_on' || !product.offered)
    throw new UserInputError('errors:billing.unknownAddOn', 'No such add-on.', 'code');
  const today = bucharestDate(now);
  const row = await db.transaction(async (tx) => {
    await lockBillingAccount(tx, accountId);
    await assertNotBlocked(tx, accountId);
    const packages = await runningOfKind(tx, accountId, 'package');
    if (packages.length === 0)
      throw new UserInputError('errors:billing.noPackage', 'Choose a package before an add-on.', 'code');
    const existing = (await runningOfKind(tx, accountId, 'add_on')).find((s) => s.productId === product.id);
    if (existing) {
      if (existing.status === 'active')
        throw new UserInputError('errors:billing.addOnActive', 'This add-on is already active.', 'code');
      await tx
        .update(subscriptions)
        .set({ status: 'active', cancelledAt: null })
        .where(eq(subscriptions.id, existing.id));
      return reread(tx, existing.id);
    }
    return (await startSubscription(tx, { accountId, product, period: 'monthly', start: today }, settings))
      .subscription;
  });
  return one(db, row, locale);
}

/** Stops renewing a subscription: CANCELLING until its period ends (then ENDED by the job). */
export async function cancelSubscription(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  locale: Locale,
): Promise<SubscriptionDto> {
  const unknown = () => new UserInputError('errors:billing.unknownSubscription', 'No such subscription.', 'id');
  if (typeof id !== 'string' || !UUID.test(id)) throw unknown();
  const row = await db.transaction(async (tx) => {
    await lockBillingAccount(tx, accountId);
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, accountId)))
      .for('update');
    if (!sub) throw unknown();
    if (sub.status === 'ended')
      throw new UserInputError('errors:billing.subscriptionEnded', 'This subscription has ended.', 'id');
    if (sub.status === 'active') {
      await tx
        .update(subscriptions)
        .set({ status: 'cancelling', cancelledAt: now, nextProductId: null, nextPeriod: null })
        .where(eq(subscriptions.id, id));
    }
    return reread(tx, id);
  });
  return one(db, row, locale);
}
