/**
 * Saved-search alerts on a seeded PGlite, through the real worker and job registry: an advert
 * that becomes active and matches gives exactly one e-mail in the outbox listing it; running again,
 * or again after a run that failed before recording its end (a retry), sends nothing; a
 * non-matching advert is not sent; OFF searches get nothing; DAILY and WEEKLY send once their
 * slot in Romanian time has passed, with a moved `now`. The one-click endpoint and tampered tokens.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { getEnv } from '@/server/env';
import { JOBS } from '@/server/jobs/registry';
import { enqueue } from '@/server/jobs/queue';
import { createWorker } from '@/server/jobs/worker';
import type { Mailer } from '@/server/mail/mailer';
import type { AlertFrequency } from './saved-searches.types';
import { ALERT_JOBS, runAlerts } from './saved-search-alerts';
import { saveSearch, setSavedSearchFrequency } from './saved-searches';
import { readUnsubscribeToken } from './saved-searches';
import { createUnsubscribeHandler } from './unsubscribe-route';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
// The worker runs the job with the app's settings; direct runs use the same.
const ORIGIN = new URL(getEnv().SITE_ORIGIN).origin;
const SECRET = getEnv().SAVED_SEARCH_SECRET;
const OPTIONS = { siteOrigin: ORIGIN, secret: SECRET };
const escaped = ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const { buyer, seller, employee } = DEMO_ACCOUNTS;

interface Car {
  make: string;
  model: string;
  ids: number[];
}

/** Two car models with at least three active adverts each. */
async function twoModels(): Promise<[Car, Car]> {
  const rows = await rawQuery<{ make: string; model: string; ids: (string | number)[] }>(
    t.db,
    `select mk.slug as make, md.slug as model, array_agg(a.id order by a.id) as ids
     from adverts a join makes mk on mk.id = a.make_id join models md on md.id = a.model_id
     where a.status = 'active' and a.category_id = 29 group by 1, 2 having count(*) >= 3 order by count(*) desc limit 2`,
  );
  const cars = rows.map((r) => ({ make: r.make, model: r.model, ids: r.ids.map(Number) }));
  if (cars.length < 2) throw new Error('the seed has too few cars');
  return cars as [Car, Car];
}

/** The advert goes away and comes back: it becomes active again, so the alerts see it as new. */
async function reactivate(id: number): Promise<void> {
  await rawQuery(t.db, `update adverts set status = 'archived' where id = $1`, [id]);
  await rawQuery(t.db, `update adverts set status = 'active' where id = $1`, [id]);
}

async function alertsTo(
  email: string,
): Promise<{ subject: string; text_body: string; headers: Record<string, string> }[]> {
  return rawQuery(
    t.db,
    `select subject, text_body, headers from outbox where to_address = $1 and template = 'saved-search-alert' order by id`,
    [email],
  );
}

const save = (accountId: string, name: string, car: Car, frequency: AlertFrequency) =>
  saveSearch(
    t.db,
    accountId,
    { name, categorySlug: 'autoturisme', filters: { makes: [car.make], models: [car.model] }, frequency },
    NOW,
    'ro',
  );

describe('saved-search alerts', () => {
  it('sends one e-mail listing a new matching advert, never twice, nothing for other adverts or OFF searches', async () => {
    const [wanted, other] = await twoModels();
    const instant = await save(buyer.id, 'Mașina căutată', wanted, 'INSTANT');
    await save(seller.id, 'Oprită', wanted, 'OFF');
    // Adverts already active when the search was saved are not news.
    expect((await runAlerts(t.db, 'instant', NOW, OPTIONS)).emails).toBe(0);

    const [match] = wanted.ids;
    const [miss] = other.ids;
    await reactivate(match!);
    await reactivate(miss!);
    const worker = createWorker({ db: t.db, jobs: JOBS, now: () => NOW, log: () => {} });
    const id = await enqueue(t.db, ALERT_JOBS.instant, { runAt: NOW });
    expect((await worker.runOne(id!))?.ok).toBe(true);

    const mails = await alertsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('1 anunț nou pentru „Mașina căutată”');
    expect(mail?.text_body).toContain(`${ORIGIN}/autoturisme/anunt/${match}`);
    expect(mail?.text_body).not.toContain(`/anunt/${miss}`);
    expect(mail?.text_body).toContain(`${ORIGIN}/autoturisme/${wanted.make}/${wanted.model}`);
    expect(mail?.text_body).toMatch(new RegExp(`${escaped}/cautari-salvate/unsubscribe/[0-9a-f-]{36}\\.[\\w-]{43}`));
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        new RegExp(`^<${escaped}/api/saved-searches/unsubscribe/[0-9a-f-]{36}\\.[\\w-]{43}>$`),
      ) as unknown,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await alertsTo(seller.email)).toEqual([]);

    // Running again sends nothing; nor does a retry of a run that failed before recording its end.
    expect((await runAlerts(t.db, 'instant', NOW, OPTIONS)).emails).toBe(0);
    await rawQuery(t.db, `delete from saved_search_alert_runs`);
    expect((await runAlerts(t.db, 'instant', NOW, OPTIONS)).emails).toBe(0);
    expect(await alertsTo(buyer.email)).toHaveLength(1);

    // The same advert coming back again is not news either; another matching advert is.
    await reactivate(match!);
    await reactivate(wanted.ids[1]!);
    expect((await runAlerts(t.db, 'instant', NOW, OPTIONS)).emails).toBe(1);
    const second = (await alertsTo(buyer.email))[1];
    expect(second?.text_body).toContain(`/anunt/${wanted.ids[1]}`);
    expect(second?.text_body).not.toContain(`/anunt/${match}\n`);
    await setSavedSearchFrequency(t.db, buyer.id, instant.id, 'OFF', 'ro');
  });

  it('sends daily at 08:00 and weekly on Monday at 08:00 Romanian time, once per slot', async () => {
    const [, car] = await twoModels();
    await save(employee.id, 'Zilnic', car, 'DAILY');
    await save(buyer.id, 'Săptămânal', car, 'WEEKLY');
    await reactivate(car.ids[0]!);
    // Sunday 11:00 in Bucharest: the daily slot of 08:00 passed and never ran, so it runs.
    expect(await runAlerts(t.db, 'daily', NOW, OPTIONS)).toMatchObject({ ran: true, emails: 1 });
    await reactivate(car.ids[1]!);
    const at = (iso: string) => new Date(iso);
    // Later the same day and before 08:00 the next morning (EET, UTC+2): the slot is done.
    expect((await runAlerts(t.db, 'daily', at('2026-03-15T15:00:00Z'), OPTIONS)).ran).toBe(false);
    expect((await runAlerts(t.db, 'daily', at('2026-03-16T05:59:00Z'), OPTIONS)).ran).toBe(false);
    expect(await runAlerts(t.db, 'daily', at('2026-03-16T06:00:00Z'), OPTIONS)).toMatchObject({ ran: true, emails: 1 });
    expect(await alertsTo(employee.email)).toHaveLength(2);

    // Weekly: Monday 08:00 sends both adverts in one e-mail; Tuesday nothing; the next Monday runs.
    expect(await runAlerts(t.db, 'weekly', at('2026-03-16T06:00:00Z'), OPTIONS)).toMatchObject({
      ran: true,
      emails: 1,
    });
    expect((await alertsTo(buyer.email)).at(-1)?.subject).toBe('2 anunțuri noi pentru „Săptămânal”');
    expect((await runAlerts(t.db, 'weekly', at('2026-03-17T06:00:00Z'), OPTIONS)).ran).toBe(false);
    expect(await runAlerts(t.db, 'weekly', at('2026-03-23T06:00:00Z'), OPTIONS)).toMatchObject({
      ran: true,
      emails: 0,
    });
  });

  it('unsubscribes with one POST to the link of the header, and refuses tampered tokens with 400', async () => {
    const [mail] = await alertsTo(buyer.email);
    const url = /<(https?:[^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const handler = createUnsubscribeHandler({ db: () => Promise.resolve(t.db), secret: () => SECRET });
    const call = async (method: string, path: string) => {
      const res = {
        statusCode: 0,
        headers: {} as Record<string, string>,
        body: '',
        setHeader(name: string, value: string) {
          this.headers[name.toLowerCase()] = value;
        },
        end(body?: string) {
          this.body = body ?? '';
        },
      };
      await handler({ method, url: path } as IncomingMessage, res as unknown as ServerResponse);
      return res;
    };
    const path = new URL(url).pathname;
    const [id, mac] = path.split('/').pop()!.split('.') as [string, string];
    expect((await call('GET', path)).statusCode).toBe(405);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    await rawQuery(t.db, `update saved_searches set frequency = 'daily' where id = $1`, [id]);
    for (const bad of [`${id}.${flipped}`, `${otherId}.${mac}`, 'nonsense', `${id}.${mac}.x`, '%E0%A4%A'])
      expect((await call('POST', `/api/saved-searches/unsubscribe/${bad}`)).statusCode).toBe(400);
    const frequency = async () =>
      (await rawQuery<{ frequency: string }>(t.db, `select frequency from saved_searches where id = $1`, [id]))[0]
        ?.frequency;
    expect(await frequency()).toBe('daily');
    // What the unsubscribe page reads before its button: the search of a good token, nothing else.
    const named = await readUnsubscribeToken(t.db, `${id}.${mac}`, SECRET);
    expect(named?.frequency).toBe('DAILY');
    expect(named?.name).toBe(
      (await rawQuery<{ name: string }>(t.db, `select name from saved_searches where id = $1`, [id]))[0]?.name,
    );
    for (const bad of [`${id}.${flipped}`, `${otherId}.${mac}`, 'nonsense'])
      expect(await readUnsubscribeToken(t.db, bad, SECRET)).toBeNull();
    expect(await frequency()).toBe('daily');
    expect((await call('POST', path)).statusCode).toBe(200);
    expect((await call('POST', path)).statusCode).toBe(200);
    expect(await frequency()).toBe('off');
  });

  it('with SMTP, sends after recording: a send that fails is not repeated by the retry (at most once)', async () => {
    const [, car] = await twoModels();
    await rawQuery(t.db, `update saved_searches set frequency = 'off'`);
    await save(seller.id, 'Prin SMTP', car, 'INSTANT');
    await reactivate(car.ids[2]!);
    const sent: { to: string; headers?: Readonly<Record<string, string>> }[] = [];
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('SMTP down')),
    };
    await expect(runAlerts(t.db, 'instant', NOW, { ...OPTIONS, mailer: failing })).rejects.toThrow('SMTP down');
    const working: Mailer = {
      kind: 'smtp',
      send: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    expect((await runAlerts(t.db, 'instant', NOW, { ...OPTIONS, mailer: working })).emails).toBe(0);
    await reactivate(car.ids[0]!);
    await rawQuery(t.db, `delete from saved_search_sent where advert_id = $1`, [car.ids[0]]);
    expect((await runAlerts(t.db, 'instant', NOW, { ...OPTIONS, mailer: working })).emails).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(seller.email);
    expect(sent[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await alertsTo(seller.email)).toEqual([]);
  });
});
