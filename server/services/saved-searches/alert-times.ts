/**
 * When daily and weekly alerts go: at ALERT_HOUR Romanian time (Europe/Bucharest, so 08:00 stays
 * 08:00 across the summer-time change), weekly on Mondays. The job runs hourly and sends when the
 * last slot at or before `now` is later than its last run, so a worker that was down at 08:00
 * sends at its next run, once.
 */

/** Local hour of daily and weekly alerts. */
export const ALERT_HOUR = 8;
/** The time zone of ALERT_HOUR. */
export const ALERT_TIME_ZONE = 'Europe/Bucharest';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ALERT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

interface Local {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

function local(at: Date): Local {
  const values = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(values['year']),
    month: Number(values['month']),
    day: Number(values['day']),
    hour: Number(values['hour']),
    minute: Number(values['minute']),
    second: Number(values['second']),
    weekday: values['weekday'] ?? '',
  };
}

/** The instant of a local wall-clock time in ALERT_TIME_ZONE (the offset read at that instant). */
function instantOf(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const seen = local(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess;
  return new Date(guess - offset);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The last daily (every day) or weekly (Mondays) slot at or before `now`. */
export function lastSlot(frequency: 'daily' | 'weekly', now: Date): Date {
  const today = local(now);
  const back = frequency === 'daily' ? 0 : WEEKDAYS.indexOf(today.weekday);
  let slot = instantOf(today.year, today.month, today.day - back, ALERT_HOUR);
  if (slot.getTime() > now.getTime()) {
    const step = frequency === 'daily' ? 1 : 7;
    slot = instantOf(today.year, today.month, today.day - back - step, ALERT_HOUR);
  }
  return slot;
}
