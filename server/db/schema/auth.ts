/**
 * Sign-in and accounts (issue 4): refresh tokens behind the session's id token, e-mail codes,
 * throttling of failed attempts, and the outbox that holds mail when no SMTP server is set.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. A sign-in starts a family; every renewal
 * rotates the token within its family. Sign-out revokes the family, a password change the user's
 * other families.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One family per signed-in session (the id token's `sid` claim). */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Set when the token was exchanged for its successor. */
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** What an e-mailed code proves. */
export type VerificationPurpose = 'confirm_sign_up' | 'reset_password';

/** The live e-mail code of a user per purpose (a new code replaces the old one). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    /** HMAC of the 6 digits keyed with the server secret (a plain hash of 6 digits is reversible). */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the code dies at the limit. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.purpose] }),
    check('verification_codes_purpose_ck', sql`${t.purpose} in ('confirm_sign_up', 'reset_password')`),
  ],
);

/** Whose attempts a throttle row counts. */
export type ThrottleScope = 'account' | 'address';

/**
 * Failed (or, for mail, any) attempts per action and per account (lower-cased e-mail, so unknown
 * addresses are throttled too) or client address, in a window. Past the free attempts, sign-in and
 * code checks ask for a proof-of-work challenge; mail and invitations lock the subject until
 * `locked_until`.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    action: text('action').notNull(),
    scope: text('scope').$type<ThrottleScope>().notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.scope, t.subject] }),
    index('auth_throttles_updated_idx').on(t.updatedAt),
    check('auth_throttles_scope_ck', sql`${t.scope} in ('account', 'address')`),
  ],
);

/**
 * Proof-of-work challenges already used (server/auth/challenge.ts): a challenge token is stateless
 * and signed, so its single use is recorded here until it expires.
 */
export const authChallengeSpends = pgTable(
  'auth_challenge_spends',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('auth_challenge_spends_expires_idx').on(t.expiresAt)],
);

/** Mail written here instead of being sent, when SMTP_URL is not set (shown at /dev/mailbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Which template made it (server/mail/templates.ts MailTemplateId). */
    template: text('template').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Extra headers of the message (List-Unsubscribe of saved-search alerts); null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('outbox_to_idx').on(t.toAddress, t.id)],
);

/**
 * A main account acting for one of its sub-users (SPEC §6 "the main account can impersonate
 * sub-accounts"): one row per session (refresh-token family). While it exists, the session's id
 * tokens carry the sub-user's identity with the main account in their `act` claim; renewal checks
 * the link again and drops the row when it is gone.
 */
export const sessionImpersonations = pgTable(
  'session_impersonations',
  {
    /** The session (refresh-token family, the id token's `sid`). */
    familyId: uuid('family_id').primaryKey(),
    mainUserId: uuid('main_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actingUserId: uuid('acting_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
  },
  (t) => [index('session_impersonations_acting_idx').on(t.actingUserId)],
);
