/** A dealer's address, map point, opening hours and services (the ad page's seller block, SPEC §2.6). */
import { and, eq } from 'drizzle-orm';
import { weekOf } from '@/lib/sellers/dealer-profile';
import { DealerService } from '@/lib/graphql/generated/schema-enums';
import type { Db } from '@/server/db/client';
import { dealerProfiles } from '@/server/db/schema/dealer-profiles';
import { users } from '@/server/db/schema/users';
import type { DealerProfile } from '@/server/graphql/generated/resolver-types';

const SERVICES: readonly string[] = Object.values(DealerService);

/** The profile of a professional seller; null for private sellers and dealers without one. */
export async function getDealerProfile(db: Db, sellerId: string): Promise<DealerProfile | null> {
  const [row] = await db
    .select({ profile: dealerProfiles })
    .from(dealerProfiles)
    .innerJoin(users, eq(users.id, dealerProfiles.userId))
    .where(and(eq(dealerProfiles.userId, sellerId), eq(users.userType, 'professional')));
  if (!row) return null;
  const p = row.profile;
  return {
    street: p.street,
    latitude: p.latitude,
    longitude: p.longitude,
    openingHours: weekOf(p.openingHours),
    // In the schema's order; codes the schema no longer has are left out.
    services: SERVICES.filter((code) => p.services.includes(code)) as DealerProfile['services'],
  };
}
