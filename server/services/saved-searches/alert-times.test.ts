/** Daily and weekly alert slots: 08:00 in Bucharest, summer time included, weekly on Mondays. */
import { lastSlot } from './alert-times';

const slot = (frequency: 'daily' | 'weekly', iso: string) => lastSlot(frequency, new Date(iso)).toISOString();

describe('lastSlot', () => {
  it.each([
    // Winter (UTC+2): 08:00 is 06:00 UTC; before it, yesterday's slot.
    ['daily', '2026-03-15T09:00:00Z', '2026-03-15T06:00:00.000Z'],
    ['daily', '2026-03-15T05:59:59Z', '2026-03-14T06:00:00.000Z'],
    // Summer (UTC+3): 05:00 UTC, and on the day the clocks change (29 March 2026).
    ['daily', '2026-07-01T05:30:00Z', '2026-07-01T05:00:00.000Z'],
    ['daily', '2026-03-29T05:00:00Z', '2026-03-29T05:00:00.000Z'],
    ['daily', '2026-10-25T06:00:00Z', '2026-10-25T06:00:00.000Z'],
    // Weekly: the last Monday 08:00 (15 March 2026 is a Sunday).
    ['weekly', '2026-03-15T09:00:00Z', '2026-03-09T06:00:00.000Z'],
    ['weekly', '2026-03-16T05:59:00Z', '2026-03-09T06:00:00.000Z'],
    ['weekly', '2026-03-16T06:00:00Z', '2026-03-16T06:00:00.000Z'],
    ['weekly', '2026-03-30T05:00:00Z', '2026-03-30T05:00:00.000Z'],
  ] as const)('%s at %s is %s', (frequency, now, expected) => {
    expect(slot(frequency, now)).toBe(expected);
  });
});
