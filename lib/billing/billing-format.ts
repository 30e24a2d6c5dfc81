/**
 * How the billing screens write the server's dates: '2026-03-24' → '24 martie 2026' in the page's
 * language, read as a calendar date (UTC), never through the local time zone, so the server's
 * render and the browser's agree. The links to the payment page of given invoices.
 */
import { formatNumber } from '@/lib/format/number';
import { routeUrl } from '@/lib/routes/navigate';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (ISO, or the date part of a timestamp) written out; '' when it is not one. */
export function formatLongDate(iso: string | null | undefined, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/u.exec(iso ?? '');
  if (!match) return '';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`));
}

/** /plata-prin-volan/new-payment?invoices=<id>,<id> (billing-pages' payment page). */
export function payInvoicesUrl(invoiceIds: readonly string[]): string {
  return routeUrl('paymentNew', { query: { invoices: invoiceIds.join(',') } });
}

/** Integer bani as the site writes money: 108658 → '1.086,58 lei' (integer arithmetic only). */
export function formatBani(bani: number, currency = 'lei'): string {
  const sign = bani < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bani));
  const lei = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}${formatNumber(lei)},${String(rest).padStart(2, '0')} ${currency}`;
}
