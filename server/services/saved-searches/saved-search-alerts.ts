/**
 * Saved-search alert e-mails as jobs (docs/saved-searches.md, Alerts; docs/decisions/0035).
 *
 * Every advert that becomes active gets a row in saved_search_fresh_adverts (a trigger, whatever
 * made it active). A run of one frequency takes the queue from where that frequency's last run
 * stopped (saved_search_alert_runs.last_seq) to its current end, matches all the frequency's
 * searches against it in a few queries (saved-search-match.ts), and sends one e-mail per search
 * with adverts it was never sent. INSTANT runs every minute; DAILY and WEEKLY run hourly and send
 * once the day's (Monday's) ALERT_HOUR has passed since their last run.
 *
 * Never twice: a search's adverts are recorded in saved_search_sent (ON CONFLICT DO NOTHING
 * RETURNING: only newly recorded adverts are mailed) in the same transaction as the outbox row, so
 * a retried or concurrent run finds them recorded and sends nothing. With SMTP the message leaves
 * after that transaction commits: a crash in between loses one alert rather than sending it twice.
 */
import { inArray, sql } from 'drizzle-orm';
import { type Db, rawQuery } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import type { AlertFrequencyCode } from '@/server/db/schema/saved-searches';
import { getEnv } from '@/server/env';
import type { JobDefinition, JobSchedule } from '@/server/jobs/jobs.types';
import { pruneDone } from '@/server/jobs/queue';
import { createOutboxMailer, getMailer, type Mailer } from '@/server/mail/mailer';
import {
  ALERT_MAIL_MAX_ADVERTS,
  type AlertMailAdvert,
  savedSearchAlertMail,
} from '@/server/mail/saved-search-alert-mail';
import { formatNumber } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import roCommon from '@/public/locales/ro/common.json';
import { cardColumns, toCards } from '../advert-mapper';
import { getCategoryTree } from '../catalog';
import { lastSlot } from './alert-times';
import { savedSearchUrls } from './saved-search-dto';
import type { StoredResolved } from './saved-search-filters';
import { matchFreshAdverts } from './saved-search-match';
import { summarise } from './saved-search-summary';
import { unsubscribeToken } from './saved-search-tokens';

/** The alert jobs, one per frequency (a schedule keeps one pending run per job name). */
export const ALERT_JOBS = {
  instant: 'saved-search-alerts-instant',
  daily: 'saved-search-alerts-daily',
  weekly: 'saved-search-alerts-weekly',
} as const;

/** A frequency that sends. */
export type SendingFrequency = keyof typeof ALERT_JOBS;

/** What a run did. */
export interface AlertRunReport {
  /** False when a daily or weekly run found its slot already done. */
  ran: boolean;
  searches: number;
  emails: number;
  /** Statements the matching ran (the e-mails' own writes not counted). */
  matchQueries: number;
  matchMs: number;
}

/** What a run needs besides the database (tests and the bench pass their own). */
export interface AlertRunOptions {
  siteOrigin?: string;
  secret?: string;
  /** Where mail goes; default getMailer(db) (the outbox, inside the transaction, when there is no SMTP). */
  mailer?: Mailer;
  log?: (message: string) => void;
}

/** A transaction of db.transaction. */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DueSearch {
  id: string;
  category_id: number;
  category_slug: string;
  name: string;
  filters: Record<string, unknown>;
  resolved: StoredResolved;
  filters_key: string;
  from_seq: string | number;
  unsubscribe_secret: string;
  email: string;
  display_name: string;
}

const DAY_MS = 86_400_000;
const FUEL_LABELS: Record<string, string> = roCommon.fuel;

/** The adverts' cards as the e-mail shows them, by id (absolute URLs). */
async function alertAdverts(db: Db, ids: readonly number[], origin: string): Promise<Map<number, AlertMailAdvert>> {
  const result = new Map<number, AlertMailAdvert>();
  if (ids.length === 0) return result;
  const [rows, tree] = await Promise.all([
    db
      .select(cardColumns)
      .from(adverts)
      .where(inArray(adverts.id, [...ids])),
    getCategoryTree(db),
  ]);
  const cards = await toCards(db, rows, (id) => tree.byId.get(id)?.slug ?? 'autoturisme');
  for (const card of cards) {
    const facts = [
      card.year === null ? null : String(card.year),
      card.mileage === null ? null : `${formatNumber(card.mileage)} km`,
      card.fuelType === null ? null : (FUEL_LABELS[card.fuelType] ?? null),
      card.location.cityName || null,
    ].filter((fact): fact is string => fact !== null);
    result.set(Number(card.id), {
      title: card.title,
      url: `${origin}${card.url}`,
      photoUrl: card.mainPhoto ? `${origin}${card.mainPhoto.url}` : null,
      price: formatPrice(card.price.amount, card.price.currency),
      facts,
    });
  }
  return result;
}

/** Records the adverts as sent to the search; answers those not recorded before (newest first). */
async function recordSent(tx: Transaction, searchId: string, ids: readonly number[], now: Date): Promise<number[]> {
  const result = await tx.execute(
    sql`insert into saved_search_sent (saved_search_id, advert_id, sent_at)
        select ${searchId}::uuid, unnest(${`{${ids.join(',')}}`}::int8[]), ${now.toISOString()}::timestamptz
        on conflict do nothing returning advert_id`,
  );
  // Both drivers answer { rows }.
  const rows = (result as { rows: { advert_id: string | number }[] }).rows;
  return rows.map((r) => Number(r.advert_id)).sort((a, b) => b - a);
}

/** Records a run's end in the queue and time, and deletes queue rows every frequency has passed. */
async function recordRun(db: Db, frequency: SendingFrequency, seq: number, now: Date): Promise<void> {
  await rawQuery(
    db,
    `insert into saved_search_alert_runs (frequency, last_seq, last_run_at) values ($1, $2, $3::timestamptz)
     on conflict (frequency) do update set last_seq = greatest(saved_search_alert_runs.last_seq, excluded.last_seq),
       last_run_at = excluded.last_run_at`,
    [frequency, seq, now.toISOString()],
  );
  // Queue rows every frequency has gone through are never read again.
  await rawQuery(
    db,
    `delete from saved_search_fresh_adverts where seq <= (
       select case when count(*) = 3 then min(last_seq) else 0 end from saved_search_alert_runs)`,
  );
}

/**
 * The end of the queue, every row up to it committed. A seq is drawn when a row is inserted, not
 * when it commits: reading max(seq) while a publish is still open could pass over its row for
 * good. EXCLUSIVE mode waits for the transactions writing to the queue to end (and holds new ones
 * for this one read), so nothing below the end can still appear.
 */
async function queueEnd(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table saved_search_fresh_adverts in exclusive mode`);
    const result = await tx.execute(sql`select coalesce(max(seq), 0) as hi from saved_search_fresh_adverts`);
    const [row] = (result as { rows: { hi: string | number }[] }).rows;
    return Number(row?.hi ?? 0);
  });
}

/** Whether a daily or weekly run is due: its last slot passed after its last run. */
function isDue(frequency: SendingFrequency, lastRunAt: Date | null, now: Date): boolean {
  if (frequency === 'instant' || lastRunAt === null) return true;
  return lastRunAt.getTime() < lastSlot(frequency, now).getTime();
}

/** One run of a frequency's alerts at `now`. */
export async function runAlerts(
  db: Db,
  frequency: SendingFrequency,
  now: Date,
  options: AlertRunOptions = {},
): Promise<AlertRunReport> {
  const origin = new URL(options.siteOrigin ?? getEnv().SITE_ORIGIN).origin;
  const secret = options.secret ?? getEnv().SAVED_SEARCH_SECRET;
  const mailer = options.mailer ?? getMailer(db);
  const [state] = await rawQuery<{ last_seq: string | number; last_run_at: string | Date | null }>(
    db,
    'select last_seq, last_run_at from saved_search_alert_runs where frequency = $1',
    [frequency],
  );
  const lastRunAt = state?.last_run_at ? new Date(state.last_run_at) : null;
  if (!isDue(frequency, lastRunAt, now)) return { ran: false, searches: 0, emails: 0, matchQueries: 0, matchMs: 0 };
  const hi = await queueEnd(db);
  const lastSeq = Number(state?.last_seq ?? 0);
  if (hi <= lastSeq) {
    // Nothing became active since the last run (most INSTANT runs): no search is loaded.
    await recordRun(db, frequency, lastSeq, now);
    return { ran: true, searches: 0, emails: 0, matchQueries: 0, matchMs: 0 };
  }
  const searches = await rawQuery<DueSearch>(
    db,
    `select s.id::text as id, s.category_id, s.category_slug, s.name, s.filters, s.resolved, s.filters_key, s.from_seq,
       s.unsubscribe_secret, u.email, u.display_name
     from saved_searches s join users u on u.id = s.account_id
     where s.frequency = $1 and s.from_seq < $2`,
    [frequency satisfies AlertFrequencyCode, hi],
  );
  const lo = Math.max(
    lastSeq,
    searches.reduce((low, s) => Math.min(low, Number(s.from_seq)), hi),
  );
  const started = performance.now();
  const { matches, queries } = await matchFreshAdverts(
    db,
    searches.map((s) => ({
      id: s.id,
      categoryId: s.category_id,
      resolved: s.resolved,
      key: s.filters_key,
      fromSeq: Number(s.from_seq),
    })),
    { lo, hi },
  );
  const matchMs = performance.now() - started;
  const due = searches.filter((s) => matches.has(s.id));
  const shownIds = [...new Set(due.flatMap((s) => (matches.get(s.id) ?? []).slice(0, ALERT_MAIL_MAX_ADVERTS)))];
  const [cards, urls, summaries] = await Promise.all([
    alertAdverts(db, shownIds, origin),
    savedSearchUrls(
      db,
      due.map((s) => ({ categorySlug: s.category_slug, filters: s.filters })),
    ),
    summarise(
      db,
      due.map((s) => ({ categorySlug: s.category_slug, filters: s.filters, resolved: s.resolved })),
      DEFAULT_LOCALE,
    ),
  ]);
  let emails = 0;
  for (const [i, search] of due.entries()) {
    const token = unsubscribeToken(secret, search.id, search.unsubscribe_secret);
    const message = await db.transaction(async (tx) => {
      const fresh = await recordSent(tx, search.id, matches.get(search.id) ?? [], now);
      if (fresh.length === 0) return null;
      const mail = {
        to: search.email,
        ...savedSearchAlertMail({
          name: search.display_name,
          searchName: search.name,
          summary: summaries[i] ?? '',
          adverts: fresh.flatMap((id) => cards.get(id) ?? []),
          searchUrl: `${origin}${urls[i] ?? `/${search.category_slug}`}`,
          unsubscribeUrl: `${origin}/cautari-salvate/unsubscribe/${token}`,
          oneClickUrl: `${origin}/api/saved-searches/unsubscribe/${token}`,
        }),
      };
      await tx.execute(
        sql`update saved_searches set last_alerted_at = ${now.toISOString()}::timestamptz where id = ${search.id}::uuid`,
      );
      // The outbox row commits with the sent adverts, or neither does.
      if (mailer.kind === 'outbox') await createOutboxMailer(tx).send(mail);
      return mail;
    });
    if (!message) continue;
    if (mailer.kind !== 'outbox') await mailer.send(message);
    emails += 1;
  }
  await recordRun(db, frequency, hi, now);
  options.log?.(`${frequency}: ${searches.length} searches, ${emails} e-mails, matched in ${queries} queries`);
  return { ran: true, searches: searches.length, emails, matchQueries: queries, matchMs };
}

function job(frequency: SendingFrequency): JobDefinition {
  return {
    name: ALERT_JOBS[frequency],
    run: async ({ db, now, log }) => {
      await runAlerts(db, frequency, now, { log });
      // One instant run a minute is 1,440 finished jobs a day: keep a day of them.
      if (frequency === 'instant') await pruneDone(db, ALERT_JOBS.instant, new Date(now.getTime() - DAY_MS));
    },
    // A run that is retried re-reads the queue from the last completed run: nothing is lost, and
    // what was sent is recorded, so nothing goes twice.
    maxAttempts: 5,
  };
}

export const savedSearchAlertJobs: readonly JobDefinition[] = [job('instant'), job('daily'), job('weekly')];

/** INSTANT every minute; DAILY and WEEKLY hourly, sending only once their slot has passed (alert-times.ts). */
export const savedSearchAlertSchedules: readonly JobSchedule[] = [
  { job: ALERT_JOBS.instant, everyMinutes: 1 },
  { job: ALERT_JOBS.daily, everyMinutes: 60 },
  { job: ALERT_JOBS.weekly, everyMinutes: 60 },
];
