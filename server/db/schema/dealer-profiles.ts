/**
 * What a dealer shows on its adverts besides the account (SPEC §2.6 seller block): the street
 * address and where it is on the map, the opening hours per weekday and the services offered.
 * One row per professional account, optional.
 */
import { doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A weekday's hours, 'HH:MM'; a day missing from the map is closed. Keys: 'mon' … 'sun'. */
export type OpeningHoursMap = Partial<
  Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', readonly [string, string]>
>;

export const dealerProfiles = pgTable('dealer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Street and number, e.g. 'Calea Bucureștilor 224'; the city is the account's. */
  street: text('street').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  openingHours: jsonb('opening_hours').$type<OpeningHoursMap>().notNull().default({}),
  /** Codes of lib/sellers/dealer-services.ts DEALER_SERVICES. */
  services: text('services').array().notNull().default([]),
});
