/**
 * The catalogue of packages and add-ons (docs/billing.md "Catalogue", seeded by migration 0025),
 * the account's subscriptions and the benefits it has now. Names and descriptions are in the
 * request's language (billing-catalogue namespace); invoices print the Romanian names.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '@/server/db/client';
import {
  billingProductBenefits,
  billingProducts,
  subscriptions,
  type BillingPeriodCode,
  type SubscriptionStatusCode,
} from '@/server/db/schema/billing';
import type { Locale } from '@/lib/i18n/i18n-config';
import { billingT } from './billing-i18n';
import {
  money,
  type AddOnDto,
  type BenefitDto,
  type BillingPeriod,
  type PackageDto,
  type SubscriptionDto,
} from './billing.types';

/** Most subscriptions the list answers (billing.graphql @listSize). */
export const SUBSCRIPTIONS_LIST_MAX = 50;

export type ProductRow = typeof billingProducts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type BenefitRow = typeof billingProductBenefits.$inferSelect;

export const PERIOD_OUT: Record<BillingPeriodCode, BillingPeriod> = { monthly: 'MONTHLY', yearly: 'YEARLY' };
export const PERIOD_IN: Record<BillingPeriod, BillingPeriodCode> = { MONTHLY: 'monthly', YEARLY: 'yearly' };
const STATUS_OUT: Record<SubscriptionStatusCode, SubscriptionDto['status']> = {
  active: 'ACTIVE',
  cancelling: 'CANCELLING',
  ended: 'ENDED',
};

/** Every product, in catalogue order. */
export async function listProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(billingProducts).orderBy(asc(billingProducts.position));
}

/** The benefits of products, by product id, in order. */
export async function benefitsOf(db: Db, productIds: readonly number[]): Promise<Map<number, BenefitRow[]>> {
  const map = new Map<number, BenefitRow[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select()
    .from(billingProductBenefits)
    .where(inArray(billingProductBenefits.productId, [...productIds]))
    .orderBy(asc(billingProductBenefits.productId), asc(billingProductBenefits.position));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

/** A benefit row in words. */
export function benefitDto(t: TFunction, row: Pick<BenefitRow, 'code' | 'quantity'>): BenefitDto {
  return {
    code: row.code,
    name: t(`benefit.${row.code}.name`),
    description: t(`benefit.${row.code}.description`, row.quantity === null ? {} : { count: row.quantity }),
    quantity: row.quantity,
  };
}

/** The product's name in the request's language. */
export function productName(t: TFunction, product: Pick<ProductRow, 'code' | 'name'>): string {
  return t(`product.${product.code}.name`, { defaultValue: product.name });
}

/** The account's subscriptions that are running (ACTIVE or CANCELLING). */
export async function runningSubscriptions(db: Db, accountId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'ended')))
    .orderBy(asc(subscriptions.startedOn));
}

/** The packages offered, with the account's current one marked. */
export async function listPackages(db: Db, accountId: string | null, locale: Locale): Promise<PackageDto[]> {
  const [products, t, running] = await Promise.all([
    listProducts(db),
    billingT(locale),
    accountId ? runningSubscriptions(db, accountId) : Promise.resolve([]),
  ]);
  const packages = products.filter((p) => p.kind === 'package' && p.offered);
  const benefits = await benefitsOf(
    db,
    packages.map((p) => p.id),
  );
  const current = new Set(running.map((s) => s.productId));
  return packages.map((p) => packageDto(t, p, benefits.get(p.id) ?? [], current.has(p.id)));
}

/** A package row as the contract's Package. */
export function packageDto(t: TFunction, p: ProductRow, benefits: readonly BenefitRow[], current: boolean): PackageDto {
  return {
    id: String(p.id),
    code: p.code,
    name: productName(t, p),
    adsIncluded: p.adsIncluded ?? 0,
    monthlyPrice: money(p.monthlyPriceBani),
    yearlyPrice: money(p.yearlyPriceBani ?? p.monthlyPriceBani * 12),
    benefits: benefits.map((b) => benefitDto(t, b)),
    current,
  };
}

/** The add-ons offered, with those the account pays for marked. */
export async function listAddOns(db: Db, accountId: string, locale: Locale): Promise<AddOnDto[]> {
  const [products, t, running] = await Promise.all([
    listProducts(db),
    billingT(locale),
    runningSubscriptions(db, accountId),
  ]);
  const active = new Set(running.filter((s) => s.status === 'active').map((s) => s.productId));
  return products
    .filter((p) => p.kind === 'add_on' && p.offered)
    .map((p) => ({
      code: p.code,
      name: productName(t, p),
      description: t(`product.${p.code}.description`),
      monthlyPrice: money(p.monthlyPriceBani),
      active: active.has(p.id),
    }));
}

/** Subscription rows as the contract's Subscription. */
export async function subscriptionDtos(
  db: Db,
  rows: readonly SubscriptionRow[],
  locale: Locale,
): Promise<SubscriptionDto[]> {
  if (rows.length === 0) return [];
  const [products, t] = await Promise.all([listProducts(db), billingT(locale)]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const benefits = await benefitsOf(db, [...new Set(rows.map((r) => r.productId))]);
  return rows.map((row) => {
    const product = byId.get(row.productId);
    if (!product) throw new Error(`subscription ${row.id}: no product ${String(row.productId)}`);
    return {
      id: row.id,
      productCode: product.code,
      name: productName(t, product),
      period: PERIOD_OUT[row.period],
      price: money(row.priceBani),
      status: STATUS_OUT[row.status],
      startedOn: row.startedOn,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      benefits: (benefits.get(row.productId) ?? []).map((b) => benefitDto(t, b)),
      nextProductCode: row.nextProductId === null ? null : (byId.get(row.nextProductId)?.code ?? null),
      nextPeriod: row.nextPeriod === null ? null : PERIOD_OUT[row.nextPeriod],
      pendingProrata: money(row.pendingProrataBani),
    };
  });
}

/** Every subscription of the account: running ones first (oldest first), then ended ones, newest first. */
export async function listSubscriptions(db: Db, accountId: string, locale: Locale): Promise<SubscriptionDto[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(subscriptions.startedOn), asc(subscriptions.createdAt));
  const running = rows.filter((r) => r.status !== 'ended');
  const ended = rows.filter((r) => r.status === 'ended').reverse();
  // The schema bounds the list (@listSize 50): the running ones and the latest ended ones.
  return subscriptionDtos(db, [...running, ...ended].slice(0, SUBSCRIPTIONS_LIST_MAX), locale);
}

/**
 * The benefits the account has now: those of its running package and add-ons, one per code (the
 * largest quantity wins when two give the same).
 */
export async function activeBenefits(db: Db, accountId: string, locale: Locale): Promise<BenefitDto[]> {
  const running = await runningSubscriptions(db, accountId);
  const [benefits, t] = await Promise.all([
    benefitsOf(
      db,
      running.map((s) => s.productId),
    ),
    billingT(locale),
  ]);
  const best = new Map<string, BenefitRow>();
  for (const sub of running) {
    for (const b of benefits.get(sub.productId) ?? []) {
      const known = best.get(b.code);
      if (!known || (b.quantity ?? 0) > (known.quantity ?? 0)) best.set(b.code, b);
    }
  }
  return [...best.values()].map((b) => benefitDto(t, b));
}
