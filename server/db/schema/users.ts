/** Accounts (private and professional) and multi-user links (main account -> sub-users). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities } from './locations';

/** 'private' or 'professional' (a dealer). */
export type UserType = 'private' | 'professional';
/** Account state; 'suspended' users may only reach the invoices page (SPEC §6). */
export type AccountStatus = 'active' | 'suspended' | 'unconfirmed';
/** What a sub-user may do for the main account. */
export type SubUserRights = Record<string, boolean>;

/** A user account. E-mails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2 hash; null until the account has a password (issue 4 adds sign-in). */
    passwordHash: text('password_hash'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    displayName: text('display_name').notNull(),
    userType: text('user_type').$type<UserType>().notNull().default('private'),
    accountStatus: text('account_status').$type<AccountStatus>().notNull().default('unconfirmed'),
    suspendReason: text('suspend_reason'),
    /** Digits only, national format (07xxxxxxxx). */
    phone: text('phone'),
    companyName: text('company_name'),
    website: text('website'),
    /** Where a dealer is based; shown as the seller location. */
    cityId: integer('city_id').references(() => cities.id),
    /** A member of the Volan team: may open the team pages (/echipa: flags, experiments, web vitals). Never a dealer's right. */
    staff: boolean('staff').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_user_type_ck', sql`${t.userType} in ('private', 'professional')`),
    check('users_account_status_ck', sql`${t.accountStatus} in ('active', 'suspended', 'unconfirmed')`),
  ],
);

/** Links a sub-user to the main (dealer) account it acts for. */
export const userLinks = pgTable(
  'user_links',
  {
    mainUserId: uuid('main_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subUserId: uuid('sub_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rights: jsonb('rights').$type<SubUserRights>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mainUserId, t.subUserId] }),
    // A sub-user belongs to exactly one main account.
    uniqueIndex('user_links_sub_uq').on(t.subUserId),
    index('user_links_main_idx').on(t.mainUserId),
  ],
);
