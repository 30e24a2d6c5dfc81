/**
 * Reporting an advert (SPEC §2.6, §3 Report, §5; docs/reports.md): the reasons, the report itself
 * — checked as the form checks it, kept for moderation, each reporter counted once per advert —
 * and the confirmation of a report that gave an e-mail, through the mailed link
 * /confirmation/abuse-report/{token} (only the token's SHA-256 is stored).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REPORT_REASONS, type ReportConfirmation, type ReportDraft, reportProblems } from '@/lib/ads/report-rules';
import type { ReportReason } from '@/lib/graphql/generated/schema-enums';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { advertReports } from '@/server/db/schema/reports';
import type { Mailer } from '@/server/mail/mailer';
import { abuseReportConfirmationMail } from '@/server/mail/templates';
import { parseAdvertId } from './ads';
import { UserInputError } from './ads.types';

/** Reports one reporter may send in an hour (a script filling the moderation queue stops there). */
export const REPORTS_PER_HOUR = 20;
/** Confirmation mails one address receives in a day (nobody can mail-bomb a stranger's address). */
export const CONFIRMATIONS_PER_DAY = 3;
/** The confirmation path; the token follows. */
export const CONFIRMATION_PATH = '/confirmation/abuse-report';

/** Who is reporting, as the request tells. */
export interface Reporter {
  readonly userId: string | null;
  readonly address: string | null;
}

/** What reportAdvert needs besides the database. */
export interface ReportDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly secret: string;
  readonly siteOrigin: string;
  readonly now: Date;
}

/** The report as sent. */
export interface ReportInput extends ReportDraft {
  readonly advertId: string;
}

/** What the reporter is told: whether a confirmation link was mailed. */
export interface ReportResult {
  readonly confirmationSent: boolean;
}

/** The reasons a person can choose. */
export function reportReasons(): readonly ReportReason[] {
  return REPORT_REASONS;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const HOUR_MS = 3_600_000;

function reporterKey(reporter: Reporter, email: string | null, secret: string): string {
  if (reporter.userId) return `user:${reporter.userId}`;
  if (email) return `email:${email}`;
  // Anonymous and without an e-mail: the client address, keyed so the table holds no addresses.
  return `address:${createHmac('sha256', secret)
    .update(reporter.address ?? 'unknown')
    .digest('hex')
    .slice(0, 32)}`;
}

/** The active advert reported, or BAD_USER_INPUT (an id that is not an advert's, an advert gone since). */
async function activeAdvert(db: Db, id: string): Promise<{ id: number; title: string }> {
  let advertId: number;
  try {
    advertId = parseAdvertId(id);
  } catch {
    throw new UserInputError('errors:report.advertGone', 'This advert cannot be reported.', 'advertId');
  }
  const [row] = await db
    .select({ id: adverts.id, title: adverts.title })
    .from(adverts)
    .where(and(eq(adverts.id, advertId), eq(adverts.status, 'active')));
  if (!row) throw new UserInputError('errors:report.advertGone', 'This advert cannot be reported.', 'advertId');
  return row;
}

async function recentCount(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advertReports)
    .where(where);
  return row?.n ?? 0;
}

/**
 * Stores a report (every report is kept; the advert's count counts its reporter once) and, when it
 * gave an e-mail, mails the confirmation link. BAD_USER_INPUT with the form's i18n key and field
 * for a missing reason, a malformed e-mail, an empty or too long message, an advert that is not
 * active, and a reporter past REPORTS_PER_HOUR.
 */
export async function reportAdvert(deps: ReportDeps, input: ReportInput, reporter: Reporter): Promise<ReportResult> {
  const problems = reportProblems(input);
  const field = (['reason', 'email', 'message'] as const).find((name) => problems[name]);
  if (field) throw new UserInputError(problems[field]!, `The report's ${field} is not valid.`, field);
  const advert = await activeAdvert(deps.db, input.advertId);
  const email = input.email.trim().toLowerCase() || null;
  const key = reporterKey(reporter, email, deps.secret);
  const hourAgo = new Date(deps.now.getTime() - HOUR_MS);
  const sent = await recentCount(
    deps.db,
    and(eq(advertReports.reporterKey, key), gt(advertReports.createdAt, hourAgo)),
  );
  if (sent >= REPORTS_PER_HOUR)
    throw new UserInputError('errors:report.tooMany', 'Too many reports; try again in an hour.', 'message');
  const mailed =
    email !== null &&
    (await recentCount(
      deps.db,
      and(
        eq(advertReports.email, email),
        gt(advertReports.createdAt, new Date(deps.now.getTime() - 24 * HOUR_MS)),
        sql`${advertReports.confirmationHash} is not null`,
      ),
    )) < CONFIRMATIONS_PER_DAY;
  const token = mailed ? randomBytes(24).toString('base64url') : null;
  await deps.db.insert(advertReports).values({
    advertId: advert.id,
    reason: input.reason,
    message: input.message.trim(),
    email,
    userId: reporter.userId,
    reporterKey: key,
    confirmationHash: token ? sha256(token) : null,
    createdAt: deps.now,
  });
  if (token && email)
    await deps.mailer.send({
      to: email,
      ...abuseReportConfirmationMail({
        advertTitle: advert.title,
        link: `${deps.siteOrigin}${CONFIRMATION_PATH}/${token}`,
      }),
    });
  return { confirmationSent: token !== null };
}

/** Confirms the report whose link carries `token`. */
export async function confirmAbuseReport(db: Db, token: string, now: Date): Promise<ReportConfirmation> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return 'unknown';
  const hash = sha256(token);
  const [done] = await db
    .update(advertReports)
    .set({ confirmedAt: now })
    .where(and(eq(advertReports.confirmationHash, hash), isNull(advertReports.confirmedAt)))
    .returning({ id: advertReports.id });
  if (done) return 'confirmed';
  const [seen] = await db
    .select({ id: advertReports.id })
    .from(advertReports)
    .where(eq(advertReports.confirmationHash, hash));
  return seen ? 'alreadyConfirmed' : 'unknown';
}
