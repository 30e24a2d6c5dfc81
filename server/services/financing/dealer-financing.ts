/**
 * A dealer's own financing (SPEC §3, §5, §7; docs/financing.md, "Server"): whether the account
 * offers it and which of its adverts it keeps out, as the dealer sets them, and what follows for an
 * advert: the dealer's partner's entry point settings (DealerFinancingEntrypointSettingsOutput).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { dealerPackageEligible } from '@/lib/financing/dealer-eligibility';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { dealerFinancingExcludedAdverts, dealerFinancingSettings } from '@/server/db/schema/financing';
import { users } from '@/server/db/schema/users';
import { UserInputError } from '../ads.types';
import type { EntryPointSetting, FinancingPartner } from './financing-partner';
import { sellerPackages } from './seller-package';

/** The settings (SPEC §3 DealerFinancingSettingsOutput). */
export interface DealerFinancingSettings {
  readonly accountEnabled: boolean;
  readonly disabledAdverts: { readonly advertId: string }[];
}

/** A change the dealer makes: the account switch, and/or one advert out or back in. */
export interface DealerFinancingChange {
  readonly accountEnabled?: boolean | null;
  readonly excludeAdvertId?: string | null;
  readonly includeAdvertId?: string | null;
}

/** One advert's dealer-financing entry points (SPEC §3). */
export interface DealerAdvertEntrypoints {
  readonly advertId: string;
  readonly partnerId: string;
  readonly entrypoints: readonly EntryPointSetting[];
}

/** The account's settings; an account that never set them has financing off and nothing excluded. */
export async function dealerFinancingSettingsOf(db: Db, accountId: string): Promise<DealerFinancingSettings> {
  const [settings] = await db
    .select({ enabled: dealerFinancingSettings.accountEnabled })
    .from(dealerFinancingSettings)
    .where(eq(dealerFinancingSettings.accountId, accountId));
  const excluded = await db
    .select({ advertId: dealerFinancingExcludedAdverts.advertId })
    .from(dealerFinancingExcludedAdverts)
    .where(eq(dealerFinancingExcludedAdverts.accountId, accountId))
    .orderBy(dealerFinancingExcludedAdverts.advertId);
  return {
    accountEnabled: settings?.enabled ?? false,
    disabledAdverts: excluded.map((row) => ({ advertId: String(row.advertId) })),
  };
}

const unknownAdvert = (field: string) =>
  new UserInputError('errors:financing.unknownAdvert', 'No such advert among yours.', field);

/** The account's advert `id` (any state), or errors:financing.unknownAdvert on `field`. */
async function ownAdvertId(db: Db, accountId: string, id: string, field: string): Promise<number> {
  if (!/^[1-9]\d{0,15}$/u.test(id)) throw unknownAdvert(field);
  const [row] = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(and(eq(adverts.id, Number(id)), eq(adverts.userId, accountId)));
  if (!row) throw unknownAdvert(field);
  return row.id;
}

/** Applies the dealer's change and answers the settings after it. */
export async function updateDealerFinancingSettings(
  db: Db,
  accountId: string,
  change: DealerFinancingChange,
  now: Date,
): Promise<DealerFinancingSettings> {
  if (change.excludeAdvertId && change.excludeAdvertId === change.includeAdvertId)
    throw new UserInputError(
      'errors:financing.excludeAndInclude',
      'An advert cannot be excluded and included at once.',
      'includeAdvertId',
    );
  const exclude = change.excludeAdvertId
    ? await ownAdvertId(db, accountId, change.excludeAdvertId, 'excludeAdvertId')
    : null;
  const include = change.includeAdvertId
    ? await ownAdvertId(db, accountId, change.includeAdvertId, 'includeAdvertId')
    : null;
  await db.transaction(async (tx) => {
    if (change.accountEnabled !== undefined && change.accountEnabled !== null)
      await tx
        .insert(dealerFinancingSettings)
        .values({ accountId, accountEnabled: change.accountEnabled, updatedAt: now })
        .onConflictDoUpdate({
          target: dealerFinancingSettings.accountId,
          set: { accountEnabled: change.accountEnabled, updatedAt: now },
        });
    if (exclude !== null)
      await tx
        .insert(dealerFinancingExcludedAdverts)
        .values({ accountId, advertId: exclude, createdAt: now })
        .onConflictDoNothing();
    if (include !== null)
      await tx
        .delete(dealerFinancingExcludedAdverts)
        .where(
          and(
            eq(dealerFinancingExcludedAdverts.accountId, accountId),
            eq(dealerFinancingExcludedAdverts.advertId, include),
          ),
        );
  });
  return dealerFinancingSettingsOf(db, accountId);
}

/** The active adverts among `ids` whose dealer offers its own financing for them (enabled, not excluded). */
export async function dealerFinancedAdverts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { sellerId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: adverts.id, sellerId: adverts.userId, excluded: dealerFinancingExcludedAdverts.advertId })
    .from(adverts)
    .innerJoin(users, and(eq(users.id, adverts.userId), eq(users.userType, 'professional')))
    .innerJoin(
      dealerFinancingSettings,
      and(eq(dealerFinancingSettings.accountId, adverts.userId), eq(dealerFinancingSettings.accountEnabled, true)),
    )
    .leftJoin(
      dealerFinancingExcludedAdverts,
      and(
        eq(dealerFinancingExcludedAdverts.accountId, adverts.userId),
        eq(dealerFinancingExcludedAdverts.advertId, adverts.id),
      ),
    )
    .where(and(inArray(adverts.id, [...ids]), eq(adverts.status, 'active')));
  return new Map(rows.filter((row) => row.excluded === null).map((row) => [row.id, { sellerId: row.sellerId }]));
}

/**
 * The dealer-financing entry points of the adverts `advertIds` (unknown, inactive, not financed by
 * their dealer, or whose seller's package does not allow dealer financing — SPEC §5, the
 * 'dealerfin' benefit on one of FINANCING_CONFIG's packages: absent), as the dealer's partner sets
 * them. The partner's failure propagates (FinancingPartnerError: the resolver answers a
 * FinancingTechnicalError).
 */
export async function dealerEntrypointSettings(
  db: Db,
  partner: FinancingPartner,
  advertIds: readonly string[],
  entryPoints: readonly string[],
): Promise<DealerAdvertEntrypoints[]> {
  const ids = [...new Set(advertIds.filter((id) => /^[1-9]\d{0,15}$/u.test(id)).map(Number))];
  const financed = await dealerFinancedAdverts(db, ids);
  const packages = await sellerPackages(
    db,
    [...financed.values()].map((advert) => advert.sellerId),
  );
  const answers: DealerAdvertEntrypoints[] = [];
  for (const id of ids) {
    const advert = financed.get(id);
    if (!advert || !dealerPackageEligible(packages.get(advert.sellerId))) continue;
    const entrypoints = await partner.entryPointsSettings(
      { id: String(id), price: null, sellerId: advert.sellerId },
      entryPoints,
    );
    answers.push({ advertId: String(id), partnerId: partner.id, entrypoints });
  }
  return answers;
}
