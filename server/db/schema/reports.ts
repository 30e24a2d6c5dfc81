/**
 * Reports of adverts (SPEC §2.6 'report ad', §3 Report, §5): every report is kept for moderation;
 * an advert's report count counts each reporter once (`reporter_key`: the signed-in account, else
 * the e-mail given, else a keyed hash of the client address). A report with an e-mail is
 * confirmed through the link mailed to it (/confirmation/abuse-report/{hash}).
 */
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { users } from './users';

export const advertReports = pgTable(
  'advert_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    advertId: bigint('advert_id', { mode: 'number' })
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    /** A code of lib/ads/report-reasons.ts REPORT_REASONS. */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    /** Lower-cased, trimmed; null when none was given. */
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who reported, for counting each reporter once: `user:<id>`, `email:<address>` or `address:<hmac>`. */
    reporterKey: text('reporter_key').notNull(),
    /** SHA-256 (hex) of the token mailed in the confirmation link; null without an e-mail. */
    confirmationHash: text('confirmation_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('advert_reports_advert_idx').on(t.advertId, t.reporterKey),
    index('advert_reports_reporter_idx').on(t.reporterKey, t.createdAt),
    index('advert_reports_email_idx').on(t.email, t.createdAt),
    uniqueIndex('advert_reports_confirmation_idx').on(t.confirmationHash),
  ],
);
