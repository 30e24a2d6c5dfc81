/**
 * The test clock (TEST_CLOCK=1, server/clock.ts): moving the server's time past a schedule's slot
 * runs the scheduled job there and then. Tagged @test-clock: scripts/e2e.ts runs it on a server of
 * its own, since the moved clock stays moved for that server's life.
 */
import { expect, test } from './fixtures';
import { advanceServerClock, serverClock } from './helpers';

const DAY_MS = 24 * 3_600_000;
/** The nightly recomputation of every price indicator (server/price-indicator/price-indicator.jobs.ts). */
const NIGHTLY = 'price-indicator.all';

// The literal tag: scripts/e2e.ts looks for it in the file when a run is scoped to spec files.
test.describe('the test clock', { tag: '@test-clock' }, () => {
  test('moving the server clock past the nightly slot runs the nightly job once, and plans the next night', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const before = await serverClock(request);
    const planned = before.schedules.find((schedule) => schedule.job === NIGHTLY);
    expect(planned?.nextRunAt, 'the worker plans the nightly run at start').toBeTruthy();
    const slot = Date.parse(planned!.nextRunAt!);
    // Not run by real time: the slot is ahead of the server's clock.
    expect(slot).toBeGreaterThan(Date.parse(before.now));
    expect(planned!.lastDoneAt === null || Date.parse(planned!.lastDoneAt) < slot).toBe(true);

    // A minute short of the slot: nothing of the nightly job's runs.
    const short = await advanceServerClock(request, Math.max(0, slot - Date.parse(before.now) - 60_000));
    expect(Date.parse(short.now)).toBeLessThan(slot);
    expect(short.schedules.find((schedule) => schedule.job === NIGHTLY)).toEqual(planned);

    // Past it: the job has run by the time the answer comes, and the next night is planned.
    const after = await advanceServerClock(request, 2 * 60_000);
    expect(after.offsetMs).toBeGreaterThan(0);
    expect(after.ran).toBeGreaterThan(0);
    const ran = after.schedules.find((schedule) => schedule.job === NIGHTLY);
    expect(Date.parse(ran!.lastDoneAt!)).toBeGreaterThanOrEqual(slot);
    expect(ran!.nextRunAt).toBe(new Date(slot + DAY_MS).toISOString());
    // The clock keeps what it was given: reading it again does not move it back.
    expect(Date.parse((await serverClock(request)).now)).toBeGreaterThanOrEqual(Date.parse(after.now));
  });

  test('the endpoint refuses a move it cannot read', async ({ request }) => {
    const response = await request.post('/api/dev/clock', { data: { advanceMs: 'soon' } });
    expect(response.status()).toBe(400);
  });
});
