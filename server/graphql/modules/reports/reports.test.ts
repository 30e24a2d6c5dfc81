/**
 * Reporting adverts through the real GraphQL endpoint: the reasons, a report signed in or not, the
 * confirmation mailed for an e-mail and its link, BAD_USER_INPUT (with the form's i18n key and
 * field) for everything SPEC §5 refuses, each reporter counted once, and the hourly and mail limits.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { outbox } from '@/server/db/schema/auth';
import { advertReports } from '@/server/db/schema/reports';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { confirmAbuseReport, CONFIRMATIONS_PER_DAY, REPORTS_PER_HOUR } from '@/server/services/reports';
import { yogaTestHarness } from '../../testing/yoga-harness';

const NOW = new Date('2026-03-15T09:00:00.000Z');
const harness = yogaTestHarness(testClock(NOW), { ads: 300 });

const REASONS = 'query Test_ReportReasons { reportReasons }';
const REPORT = `mutation Test_Report($input: ReportAdvertInput!) { reportAdvert(input: $input) { confirmationSent } }`;

/** How many different reporters reported an advert (what moderation counts). */
async function reportCount(advertId: number): Promise<number> {
  const [row] = await rawQuery<{ n: number }>(
    harness.db,
    'select count(distinct reporter_key)::int as n from advert_reports where advert_id = $1',
    [advertId],
  );
  return row?.n ?? 0;
}

async function activeAdvertIds(n: number): Promise<string[]> {
  const rows = await rawQuery<{ id: string }>(
    harness.db,
    `select id::text as id from adverts where status = 'active' order by id limit $1`,
    [n],
  );
  return rows.map((r) => r.id);
}

const report = (input: Record<string, unknown>, authorization?: string) =>
  harness.post(REPORT, { input: { reason: 'SOLD', message: 'Mașina a fost vândută ieri.', ...input } }, authorization);

function expectRefused(
  response: Awaited<ReturnType<typeof report>>,
  key: string,
  field: string,
): void {
  // A resolver's refusal: HTTP 200 with the error's status in its extensions (as every module).
  expect(response.status).toBe(200);
  expect(response.body.data).toBeNull();
  expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, i18nKey: key, field });
}

describe('reports module', () => {
  it('lists the reasons in the form order', async () => {
    const response = await harness.post(REASONS, {});
    expect(response.body.data).toEqual({
      reportReasons: ['FRAUD', 'SOLD', 'WRONG_PRICE', 'WRONG_DETAILS', 'WRONG_CATEGORY', 'DUPLICATE', 'OFFENSIVE', 'OTHER'],
    });
  });

  it('stores an anonymous report with an e-mail, mails the link, and the link confirms it once', async () => {
    const [advertId] = await activeAdvertIds(1);
    const response = await report({ advertId, email: '  Ion.Pop@Example.ro ', reason: 'FRAUD', message: 'Cere avans.' });
    expect(response.body).toEqual({ data: { reportAdvert: { confirmationSent: true } } });
    const [stored] = await harness.db
      .select()
      .from(advertReports)
      .where(eq(advertReports.advertId, Number(advertId)));
    expect(stored).toMatchObject({ reason: 'FRAUD', message: 'Cere avans.', email: 'ion.pop@example.ro', userId: null });
    const [mail] = await harness.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'ion.pop@example.ro'))
      .orderBy(desc(outbox.id));
    expect(mail?.template).toBe('abuse-report-confirmation');
    const token = /\/confirmation\/abuse-report\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1];
    expect(token).toBeDefined();
    // Only the token's hash is stored.
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(await confirmAbuseReport(harness.db, token!, NOW)).toBe('confirmed');
    expect(await confirmAbuseReport(harness.db, token!, NOW)).toBe('alreadyConfirmed');
    expect(await confirmAbuseReport(harness.db, `${token!.slice(0, -2)}xx`, NOW)).toBe('unknown');
    expect(await confirmAbuseReport(harness.db, "' or 1=1 --", NOW)).toBe('unknown');
  });

  it.each([
    ['no message', { message: '   ' }, 'advert:report.validation.required', 'message'],
    ['a message over 1000 characters', { message: 'a'.repeat(1001) }, 'advert:report.validation.tooLong', 'message'],
    ['a malformed e-mail', { email: 'ion@pop' }, 'advert:report.validation.email', 'email'],
    ['an advert id that is not one', { advertId: "1' or '1'='1" }, 'errors:report.advertGone', 'advertId'],
    ['an advert that does not exist', { advertId: '999999999' }, 'errors:report.advertGone', 'advertId'],
  ])('refuses %s with BAD_USER_INPUT and stores nothing', async (_name, input, key, field) => {
    const [advertId] = await activeAdvertIds(1);
    const [before] = await rawQuery<{ n: number }>(harness.db, 'select count(*)::int as n from advert_reports');
    expectRefused(await report({ advertId, ...input }), key, field);
    const [after] = await rawQuery<{ n: number }>(harness.db, 'select count(*)::int as n from advert_reports');
    expect(after?.n).toBe(before?.n);
  });

  it('refuses an unknown reason as a bad request, not a server error', async () => {
    const [advertId] = await activeAdvertIds(1);
    const response = await report({ advertId, reason: 'SPAM<script>' });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/ReportReason/);
  });

  it('refuses a report of an advert that is no longer active', async () => {
    const [advertId] = await activeAdvertIds(1);
    await rawQuery(harness.db, `update adverts set status = 'archived' where id = $1::int8`, [advertId]);
    try {
      expectRefused(await report({ advertId }), 'errors:report.advertGone', 'advertId');
    } finally {
      await rawQuery(harness.db, `update adverts set status = 'active' where id = $1::int8`, [advertId]);
    }
  });

  it('keeps every report but counts each reporter once per advert', async () => {
    const [, , advertId] = await activeAdvertIds(3);
    const buyer = `Bearer ${await harness.tokenFor(DEMO_ACCOUNTS.buyer.id)}`;
    await report({ advertId }, buyer);
    await report({ advertId, reason: 'WRONG_PRICE', message: 'Prețul e de zece ori mai mic.' }, buyer);
    const id = Number(advertId);
    expect(await reportCount(id)).toBe(1);
    const rows = await harness.db.select().from(advertReports).where(eq(advertReports.advertId, id));
    expect(rows.map((r) => r.userId)).toEqual([DEMO_ACCOUNTS.buyer.id, DEMO_ACCOUNTS.buyer.id]);
    await report({ advertId, email: 'alt.cumparator@example.ro' });
    await report({ advertId });
    expect(await reportCount(id)).toBe(3);
  });

  it('mails an address at most a few confirmations a day', async () => {
    const ids = await activeAdvertIds(CONFIRMATIONS_PER_DAY + 1);
    const sent = [];
    for (const advertId of ids) {
      const response = await report({ advertId, email: 'victima@example.ro' });
      sent.push(response.body.data?.reportAdvert);
    }
    expect(sent.map((s) => (s as { confirmationSent: boolean }).confirmationSent)).toEqual([
      ...Array.from({ length: CONFIRMATIONS_PER_DAY }, () => true),
      false,
    ]);
    const [mails] = await harness.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.toAddress, 'victima@example.ro'));
    expect(mails?.n).toBe(CONFIRMATIONS_PER_DAY);
  });

  it('stops a reporter after the hourly limit', async () => {
    const ids = await activeAdvertIds(REPORTS_PER_HOUR + 1);
    const seller = `Bearer ${await harness.tokenFor(DEMO_ACCOUNTS.seller.id)}`;
    for (const advertId of ids.slice(0, REPORTS_PER_HOUR)) expect((await report({ advertId }, seller)).status).toBe(200);
    expectRefused(await report({ advertId: ids[REPORTS_PER_HOUR] }, seller), 'errors:report.tooMany', 'message');
  });
});
