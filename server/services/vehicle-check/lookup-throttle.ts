/**
 * At most VEHICLE_LOOKUPS_PER_HOUR VIN checks and plate decodes per visitor (account, else a keyed
 * hash of the client address): each asks the national register, and a script walking VINs or
 * plates would learn what vehicle stands behind each. Counted in auth_throttles (one upsert that
 * returns the new count, so concurrent requests cannot slip past), action 'vehicle_lookup'.
 */
import { rawQuery, type Db } from '@/server/db/client';
import { UserInputError } from '@/server/services/ads.types';
import { visitorKey, type PhoneVisitor } from '@/server/services/phone-reveals';

/** Lookups one visitor may make in an hour (a seller typing a VIN and a plate needs a handful). */
export const VEHICLE_LOOKUPS_PER_HOUR = 60;

const HOUR_MS = 3_600_000;

/** Who asks, as the request tells (the same shape the phone reveal counts). */
export type LookupVisitor = PhoneVisitor;

/** Counts one lookup; BAD_USER_INPUT errors:vehicleCheck.tooMany past the hourly limit. */
export async function countLookup(db: Db, secret: string, visitor: LookupVisitor, now: Date): Promise<void> {
  const key = visitorKey(visitor, secret);
  const scope = visitor.userId ? 'account' : 'address';
  const windowStart = new Date(now.getTime() - HOUR_MS);
  const [row] = await rawQuery<{ failures: number }>(
    db,
    `insert into auth_throttles (action, scope, subject, failures, window_started_at, updated_at)
     values ('vehicle_lookup', $1, $2, 1, $3, $3)
     on conflict (action, scope, subject) do update set
       failures = case when auth_throttles.window_started_at <= $4 then 1 else auth_throttles.failures + 1 end,
       window_started_at = case when auth_throttles.window_started_at <= $4 then $3 else auth_throttles.window_started_at end,
       updated_at = $3
     returning failures`,
    [scope, key, now.toISOString(), windowStart.toISOString()],
  );
  if ((row?.failures ?? 0) > VEHICLE_LOOKUPS_PER_HOUR)
    throw new UserInputError('errors:vehicleCheck.tooMany', 'Too many vehicle checks; try again in an hour.');
}
