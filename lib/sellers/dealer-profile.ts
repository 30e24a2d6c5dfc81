/**
 * The dealer block of the ad page (SPEC §2.6): weekdays in the order shown, how a stored week of
 * opening hours reads as the seven days, the weekday it is in Romania, and the phone's display.
 */
import type { Weekday } from '@/lib/graphql/generated/schema-enums';

/** Monday first, as the page lists them; the keys the database stores. */
export const WEEKDAYS = [
  ['MONDAY', 'mon'],
  ['TUESDAY', 'tue'],
  ['WEDNESDAY', 'wed'],
  ['THURSDAY', 'thu'],
  ['FRIDAY', 'fri'],
  ['SATURDAY', 'sat'],
  ['SUNDAY', 'sun'],
] as const satisfies readonly (readonly [Weekday, string])[];

/** A stored day key ('mon' … 'sun'). */
export type WeekdayKey = (typeof WEEKDAYS)[number][1];

/** One weekday's hours; null opens/closes: closed. */
export interface DayHours {
  readonly day: Weekday;
  readonly opens: string | null;
  readonly closes: string | null;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The seven days of a stored week (a day missing, or with malformed hours, is closed). */
export function weekOf(stored: Partial<Record<WeekdayKey, readonly [string, string]>>): DayHours[] {
  return WEEKDAYS.map(([day, key]) => {
    const hours = stored[key];
    return hours && HOUR.test(hours[0]) && HOUR.test(hours[1]) && hours[0] < hours[1]
      ? { day, opens: hours[0], closes: hours[1] }
      : { day, opens: null, closes: null };
  });
}

/** The weekday it is now in Romania (where the dealers are). */
export function romanianWeekday(now: Date): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Europe/Bucharest' })
    .format(now)
    .toLowerCase()
    .slice(0, 3);
  return WEEKDAYS.find(([, key]) => key === name)?.[0] ?? 'MONDAY';
}

/** 0744123456 → '0744 123 456'; anything else as given. */
export function formatPhone(digits: string): string {
  return /^0\d{9}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : digits;
}

/** The tel: link of a national number (+40 for Romanian numbers). */
export function telHref(digits: string): string {
  return /^0\d{9}$/.test(digits) ? `tel:+40${digits.slice(1)}` : `tel:${digits.replace(/[^\d+]/g, '')}`;
}
