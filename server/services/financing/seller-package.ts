/**
 * The seller's package as financing reads it (SPEC §3 advert info `userPackage {id, benefits}`;
 * docs/financing.md, "Server"): the account's running PACKAGE subscription (not ended — active, or
 * cancelled and running to the end of its period, as billing counts it), `id` its product code
 * ('premium'), `benefits` its benefit codes in the catalogue's order. No package: absent.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { billingProductBenefits, billingProducts, subscriptions } from '@/server/db/schema/billing';

/** One seller's package (SPEC §3 userPackage). */
export interface SellerPackage {
  readonly id: string;
  readonly benefits: readonly string[];
}

/** The packages of `sellerIds`, by seller id; a seller without a running package is absent. */
export async function sellerPackages(db: Db, sellerIds: readonly string[]): Promise<Map<string, SellerPackage>> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return new Map();
  const running = await db
    .select({ accountId: subscriptions.accountId, productId: billingProducts.id, code: billingProducts.code })
    .from(subscriptions)
    .innerJoin(billingProducts, eq(billingProducts.id, subscriptions.productId))
    .where(
      and(
        inArray(subscriptions.accountId, ids),
        ne(subscriptions.status, 'ended'),
        eq(billingProducts.kind, 'package'),
      ),
    )
    // One package runs at a time; should two, the latest started counts.
    .orderBy(desc(subscriptions.startedOn), desc(subscriptions.createdAt));
  const productOf = new Map<string, { productId: number; code: string }>();
  for (const row of running) if (!productOf.has(row.accountId)) productOf.set(row.accountId, row);
  const productIds = [...new Set([...productOf.values()].map((p) => p.productId))];
  const benefits =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: billingProductBenefits.productId, code: billingProductBenefits.code })
          .from(billingProductBenefits)
          .where(inArray(billingProductBenefits.productId, productIds))
          .orderBy(asc(billingProductBenefits.position), asc(billingProductBenefits.code));
  const packages = new Map<string, SellerPackage>();
  for (const [accountId, product] of productOf)
    packages.set(accountId, {
      id: product.code,
      benefits: benefits.filter((b) => b.productId === product.productId).map((b) => b.code),
    });
  return packages;
}
