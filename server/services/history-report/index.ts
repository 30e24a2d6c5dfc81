/**
 * The vehicle history report (docs/vin-and-history-report.md): the configured provider (the sandbox
 * — the only one there is), the facts of an advert it is asked about, and the PDF behind a signed
 * link. Every refusal is an answer with its HTTP status and i18n key, never an exception.
 */
import { and, eq } from 'drizzle-orm';
import { createI18n } from '@/lib/i18n/create-i18n';
import { DEFAULT_LOCALE } from '@/lib/i18n/i18n-config';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { loadTranslations } from '@/server/page/load-translations';
import { checkReportLink } from './link';
import { renderHistoryReportPdf } from './pdf';
import { sandboxHistoryProvider } from './sandbox';
import type { HistoryReportProvider, VehicleFacts } from './types';

/** The provider reports come from. Only the sandbox exists; a paid one would be chosen here by configuration. */
export function historyReportProvider(): HistoryReportProvider {
  return sandboxHistoryProvider;
}

/** An advert id as the URL or GraphQL gives it, or null when it cannot be one. */
export function advertIdOf(value: unknown): number | null {
  const text = typeof value === 'string' ? value : '';
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** What an active advert says about its vehicle; null for an unknown or inactive advert. */
export async function loadVehicleFacts(
  db: Db,
  advertId: string,
): Promise<(Omit<VehicleFacts, 'vin'> & { vin: string | null }) | null> {
  const id = advertIdOf(advertId);
  if (id === null) return null;
  const [row] = await db
    .select({
      vin: adverts.vin,
      make: adverts.makeName,
      model: adverts.modelName,
      year: adverts.year,
      mileage: adverts.mileage,
      firstRegistration: adverts.firstRegistration,
    })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.status, 'active')));
  if (!row) return null;
  return { ...row, vin: row.vin ? row.vin.trim().toUpperCase() || null : null, advertId: String(id) };
}

/** The PDF of a report link, or why not (status and i18n key). */
export type ReportDownload =
  { kind: 'pdf'; bytes: Uint8Array; filename: string } | { kind: 'refused'; status: 404 | 410; key: string };

/** Checks the link, asks the provider and renders the PDF. */
export async function historyReportDownload(
  db: Db,
  secret: string,
  advertId: string,
  token: string,
  now: Date,
): Promise<ReportDownload> {
  const link = checkReportLink(secret, advertId, token, now);
  if (link === 'invalid') return { kind: 'refused', status: 404, key: 'history:download.invalid' };
  if (link === 'expired') return { kind: 'refused', status: 410, key: 'history:download.expired' };
  const facts = await loadVehicleFacts(db, advertId);
  if (!facts) return { kind: 'refused', status: 404, key: 'history:download.advertGone' };
  if (!facts.vin) return { kind: 'refused', status: 404, key: 'history:download.noVin' };
  const report = await historyReportProvider().report({ ...facts, vin: facts.vin }, now);
  const bytes = await renderHistoryReportPdf(report, await historyT());
  return { kind: 'pdf', bytes, filename: `raport-istoric-${facts.vin}.pdf` };
}

/** The history namespace's `t` in the served locale. */
export async function historyT() {
  return createI18n(await loadTranslations(DEFAULT_LOCALE, ['history'])).t;
}
