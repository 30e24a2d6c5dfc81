import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingStage, blockDateOf, type StageInput, warnFromOf } from './billing-stage';
import { addDays, bucharestDate, daysBetween } from './calendar-date';

const at = (today: string, more: Partial<StageInput> = {}): StageInput => ({
  oldestDueDate: '2026-03-20', // a Friday: block on Monday 30 March, warning from Thursday 26
  today,
  unblockedUntil: null,
  unblockUsed: false,
  ...more,
});

describe('billingStage', () => {
  it('is NONE with nothing unpaid', () => {
    expect(billingStage(at('2026-03-21', { oldestDueDate: null }))).toMatchObject({
      stage: 'NONE',
      daysLeft: null,
      dueDate: null,
      blockDate: null,
      canUnblock: false,
      blocked: false,
    });
  });

  it.each([
    ['2026-03-06', 'NEW_INVOICE', 14, '2026-03-20', '2026-03-30'],
    ['2026-03-19', 'NEW_INVOICE', 1, '2026-03-20', '2026-03-30'],
    ['2026-03-20', 'NEW_INVOICE', 0, '2026-03-20', '2026-03-30'],
    ['2026-03-21', 'OVERDUE', 9, '2026-03-29', '2026-03-30'],
    ['2026-03-25', 'OVERDUE', 5, '2026-03-29', '2026-03-30'],
    ['2026-03-26', 'BLOCK_IMMINENT', 4, '2026-03-29', '2026-03-30'],
    ['2026-03-29', 'BLOCK_IMMINENT', 1, '2026-03-29', '2026-03-30'],
  ])('%s -> %s, %i days left, due %s, block %s', (today, stage, daysLeft, dueDate, blockDate) => {
    expect(billingStage(at(today))).toEqual({ stage, daysLeft, dueDate, blockDate, canUnblock: false, blocked: false });
  });

  it('blocks on the block date, and may be unblocked once', () => {
    expect(billingStage(at('2026-03-30'))).toEqual({
      stage: 'BLOCKED',
      daysLeft: null,
      dueDate: null,
      blockDate: null,
      canUnblock: true,
      blocked: true,
    });
    expect(billingStage(at('2026-04-20', { unblockUsed: true })).canUnblock).toBe(false);
  });

  it.each([
    ['2026-03-30', 2, '2026-04-01'],
    ['2026-04-01', 0, '2026-04-01'],
  ])('temporarily unblocked until 2 April: on %s, %i days left, last day %s', (today, daysLeft, dueDate) => {
    expect(billingStage(at(today, { unblockedUntil: '2026-04-02', unblockUsed: true }))).toEqual({
      stage: 'TEMPORARILY_UNBLOCKED',
      daysLeft,
      dueDate,
      blockDate: '2026-04-02',
      canUnblock: false,
      blocked: false,
    });
  });

  it('blocks again when the unblock ends, without a second unblock', () => {
    expect(billingStage(at('2026-04-02', { unblockedUntil: '2026-04-02', unblockUsed: true }))).toMatchObject({
      stage: 'BLOCKED',
      canUnblock: false,
      blocked: true,
    });
  });

  it('warns 2 business days before the block, counting over Easter (due 3 April 2026, block on Easter Monday)', () => {
    expect(blockDateOf('2026-04-03')).toBe('2026-04-13');
    expect(warnFromOf('2026-04-03')).toBe('2026-04-08');
    expect(billingStage(at('2026-04-07', { oldestDueDate: '2026-04-03' })).stage).toBe('OVERDUE');
    expect(billingStage(at('2026-04-08', { oldestDueDate: '2026-04-03' })).stage).toBe('BLOCK_IMMINENT');
  });

  it('honours other settings', () => {
    const settings = { blockAfterDays: 5, confirmationBusinessDays: 1 };
    expect(billingStage(at('2026-03-24'), settings)).toMatchObject({
      stage: 'BLOCK_IMMINENT',
      blockDate: '2026-03-25',
    });
    expect(billingStage(at('2026-03-25'), settings).stage).toBe('BLOCKED');
  });

  const ORDER = ['NEW_INVOICE', 'OVERDUE', 'BLOCK_IMMINENT', 'BLOCKED'];
  const isoDay = fc.integer({ min: 0, max: 4 * 366 }).map((n) => addDays('2025-01-01', n));

  it('never goes back a stage as days pass, and every date it names is today or later', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -20, max: 40 }), (due, offset) => {
        const today = addDays(due, offset);
        const now = billingStage(at(today, { oldestDueDate: due }));
        const next = billingStage(at(addDays(today, 1), { oldestDueDate: due }));
        expect(ORDER.indexOf(next.stage)).toBeGreaterThanOrEqual(ORDER.indexOf(now.stage));
        if (now.dueDate !== null) expect(now.dueDate >= today).toBe(true);
        // daysLeft counts to the due date (1), to the block (2, 3): the contract's table.
        if (now.stage === 'NEW_INVOICE') expect(now.daysLeft).toBe(daysBetween(today, due));
        if (now.blockDate !== null && now.stage !== 'NEW_INVOICE') {
          expect(now.daysLeft).toBe(daysBetween(today, now.blockDate));
          expect(now.dueDate).toBe(addDays(now.blockDate, -1));
        }
        if (now.blockDate !== null) expect(now.blockDate).toBe(blockDateOf(due));
        // At least the confirmation time (2 business days) of warning before the block.
        expect(warnFromOf(due) < blockDateOf(due)).toBe(true);
        expect(now.blocked).toBe(now.stage === 'BLOCKED');
      }),
    );
  });

  it('a temporary unblock always ends with a block, and answers its last day', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 10 }), (due, days, offset) => {
        const start = blockDateOf(due);
        const until = addDays(start, days);
        const today = addDays(start, offset);
        const result = billingStage(at(today, { oldestDueDate: due, unblockedUntil: until, unblockUsed: true }));
        expect(result.stage).toBe(today < until ? 'TEMPORARILY_UNBLOCKED' : 'BLOCKED');
        expect(result.canUnblock).toBe(false);
        if (result.stage === 'TEMPORARILY_UNBLOCKED') expect(result.dueDate).toBe(addDays(until, -1));
      }),
    );
  });
});

describe('bucharestDate', () => {
  it('is the Bucharest calendar day, in winter and in summer', () => {
    expect(bucharestDate(new Date('2026-03-14T21:59:00Z'))).toBe('2026-03-14');
    expect(bucharestDate(new Date('2026-03-14T22:00:00Z'))).toBe('2026-03-15');
    expect(bucharestDate(new Date('2026-07-14T21:00:00Z'))).toBe('2026-07-15');
  });
});
