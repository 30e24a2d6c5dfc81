/**
 * The wallet's rules on random histories of top-ups, spends and expiries (fast-check): the balance
 * is the sum of the entries, never negative, and a spend takes the lots that expire first.
 */
import fc from 'fast-check';
import {
  applyAllocations,
  expiringWithin,
  type Lot,
  lotExpiry,
  planExpiry,
  planSpend,
  spendableCredits,
  spendableLots,
} from './wallet-rules';

type Op =
  | { kind: 'topUp'; credits: number; months: number }
  | { kind: 'spend'; credits: number }
  | { kind: 'wait'; days: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('topUp' as const),
    credits: fc.integer({ min: 1, max: 1_150 }),
    months: fc.integer({ min: 0, max: 12 }),
  }),
  fc.record({ kind: fc.constant('spend' as const), credits: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 200 }) }),
);

const START = new Date('2026-01-10T10:00:00.000Z');

describe('wallet rules', () => {
  it('keep balance = sum of entries ≥ 0 and spend the earliest-expiring lots first', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let now = START;
        let lots: Lot[] = [];
        const entries: number[] = [];
        let nextId = 1;
        const expire = () => {
          const plan = planExpiry(lots, now);
          for (const a of plan) entries.push(-a.credits);
          lots = applyAllocations(lots, plan);
        };
        for (const o of ops) {
          expire();
          if (o.kind === 'topUp') {
            // A lot bought up to 12 months ago (its expiry may be near).
            const bought = new Date(now.getTime() - o.months * 30 * 86_400_000);
            lots.push({ id: nextId++, credits: o.credits, remaining: o.credits, expiresAt: lotExpiry(bought) });
            entries.push(o.credits);
          } else if (o.kind === 'spend') {
            const before = spendableLots(lots, now);
            const plan = planSpend(lots, o.credits, now);
            if (plan === null) {
              expect(spendableCredits(lots, now)).toBeLessThan(o.credits);
            } else {
              expect(plan.reduce((s, a) => s + a.credits, 0)).toBe(o.credits);
              // Every lot but the last one used is emptied, in expiry order.
              expect(plan.map((a) => a.lotId)).toEqual(before.slice(0, plan.length).map((l) => l.id));
              plan.slice(0, -1).forEach((a, i) => expect(a.credits).toBe(before[i]!.remaining));
              entries.push(-o.credits);
              lots = applyAllocations(lots, plan);
            }
          } else {
            now = new Date(now.getTime() + o.days * 86_400_000);
          }
          const balance = entries.reduce((s, c) => s + c, 0);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(lots.reduce((s, l) => s + l.remaining, 0));
          for (const lot of lots) expect(lot.remaining).toBeGreaterThanOrEqual(0);
        }
        expire();
        expect(lots.filter((l) => l.expiresAt <= now).every((l) => l.remaining === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never spends an expired lot', () => {
    const lots: Lot[] = [
      { id: 1, credits: 100, remaining: 100, expiresAt: new Date('2026-02-01T00:00:00Z') },
      { id: 2, credits: 50, remaining: 50, expiresAt: new Date('2027-02-01T00:00:00Z') },
    ];
    const now = new Date('2026-02-01T00:00:00Z');
    expect(planSpend(lots, 60, now)).toBeNull();
    expect(planSpend(lots, 50, now)).toEqual([{ lotId: 2, credits: 50 }]);
    expect(planExpiry(lots, now)).toEqual([{ lotId: 1, credits: 100 }]);
  });

  it('expires 12 months after purchase, at the end of a shorter month', () => {
    expect(lotExpiry(new Date('2026-03-15T08:30:00Z')).toISOString()).toBe('2027-03-15T08:30:00.000Z');
    expect(lotExpiry(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });

  it('lists what expires soon by its Bucharest date, lots of one date together, none already spent', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const lots: Lot[] = [
      // 00:30 on 5 December in Bucharest (UTC+2): the UTC date is still the 4th.
      { id: 1, credits: 40, remaining: 40, expiresAt: new Date('2026-12-04T22:30:00Z') },
      { id: 2, credits: 10, remaining: 5, expiresAt: new Date('2026-12-05T09:00:00Z') },
      { id: 3, credits: 30, remaining: 0, expiresAt: new Date('2026-12-06T09:00:00Z') },
      { id: 4, credits: 20, remaining: 20, expiresAt: new Date('2027-02-01T09:00:00Z') },
    ];
    expect(expiringWithin(lots, now, 30)).toEqual([{ credits: 45, expiresOn: '2026-12-05' }]);
  });

  it('refuses a spend that is not a positive whole number', () => {
    expect(() => planSpend([], 0, START)).toThrow(RangeError);
    expect(() => planSpend([], 1.5, START)).toThrow(RangeError);
  });
});
