/**
 * My adverts on a seeded PGlite: the lists by state (keyset pages, newest first, the actions each
 * state allows, drafts of new adverts beside adverts in draft), the counts, the transitions allowed
 * and refused (state, owner, malformed ids), the sub-user's rights, and the search listing and its
 * facet counts following a deactivation and a reactivation at once.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import { countMyAds, listMyAds } from './my-ads';
import { deactivateMyAd, deleteMyDraft, reactivateMyAd } from './my-ads-transitions';
import { adsAccountOf, MyAdsForbiddenError } from './my-ads-access';
import { getAdvertSearchFilters } from './search-facets';
import { listingScreen } from './search';
import { getAdvert } from './ads';
import { InactiveAdError } from '@/lib/errors/app-errors';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const { seller, dealer, buyer, employee } = DEMO_ACCOUNTS;
const key = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof UserInputError ? e.key : e),
  );

async function allOf(owner: string, tab: Parameters<typeof listMyAds>[2], size: number) {
  const ids: string[] = [];
  let after: string | null = null;
  do {
    const page = await listMyAds(t.db, owner, tab, size, after);
    expect(page.items.length).toBeLessThanOrEqual(size);
    ids.push(...page.items.map((i) => i.id));
    after = page.endCursor;
  } while (after);
  return ids;
}

describe('lists and counts', () => {
  it('lists every active advert of the dealer once, newest first, a page at a time, and counts them', async () => {
    const expected = await rawQuery<{ id: string }>(
      t.db,
      `select id::text as id from adverts where user_id = $1 and status = 'active' order by created_at desc, id::text desc`,
      [dealer.id],
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(await allOf(dealer.id, 'ACTIVE', 2)).toEqual(expected.map((r) => r.id));
    expect(await allOf(dealer.id, 'ACTIVE', 20)).toEqual(expected.map((r) => r.id));
    expect((await countMyAds(t.db, dealer.id)).active).toBe(expected.length);
  });

  it('gives each state its actions, links and the moderation reason', async () => {
    const active = (await listMyAds(t.db, seller.id, 'ACTIVE')).items.find(
      (i) => i.id === String(DEMO_ADVERT_IDS.activeCar),
    );
    expect(active).toMatchObject({
      tab: 'ACTIVE',
      draft: false,
      actions: ['EDIT', 'DUPLICATE', 'DEACTIVATE'],
      url: `/autoturisme/anunt/${DEMO_ADVERT_IDS.activeCar}`,
      editUrl: `/autoturisme/anunt-nou/edit/${DEMO_ADVERT_IDS.activeCar}`,
      duplicateUrl: `/autoturisme/anunt-nou/duplicate/${DEMO_ADVERT_IDS.activeCar}`,
      moderationReason: null,
    });
    expect(active?.price).toMatch(/^\d[\d.]* (EUR|LEI)$/);
    expect(active?.hiddenUntilPayment).toBe(false);
    const archived = (await listMyAds(t.db, seller.id, 'ARCHIVED')).items.map((i) => [i.id, i.actions, i.url]);
    expect(archived).toContainEqual([String(DEMO_ADVERT_IDS.archivedCar), ['REACTIVATE', 'EDIT', 'DUPLICATE'], null]);
    await rawQuery(t.db, `update adverts set moderation_reason = 'contact_in_text' where id = $1`, [
      DEMO_ADVERT_IDS.moderatedCar,
    ]);
    const moderated = (await listMyAds(t.db, dealer.id, 'MODERATED')).items;
    expect(moderated.find((i) => i.id === String(DEMO_ADVERT_IDS.moderatedCar))?.moderationReason).toBe(
      'contact_in_text',
    );
  });

  it('lists drafts of new adverts (title, else make and model) beside adverts in draft, last saved first', async () => {
    const [make] = await rawQuery<{ make_id: number; model_id: number; make: string; model: string }>(
      t.db,
      `select mk.id as make_id, md.id as model_id, mk.name as make, md.name as model
         from models md join makes mk on mk.id = md.make_id order by md.id limit 1`,
    );
    const inserted = await rawQuery<{ id: string }>(
      t.db,
      `insert into advert_drafts (user_id, mode, category_id, subcategory_id, data, updated_at) values
         ($1, 'new', 29, null, $2::jsonb, $4), ($1, 'new', 57, 75, '{"title":"Autobuz Setra","price":"45000","currency":"EUR"}'::jsonb, $5),
         ($1, 'edit', 29, null, '{}'::jsonb, $5), ($3, 'new', 29, null, '{}'::jsonb, $5)
       returning id::text as id`,
      [
        seller.id,
        JSON.stringify({ makeId: make!.make_id, modelId: make!.model_id, title: '' }),
        dealer.id,
        '2030-01-01T00:00:00Z',
        '2030-01-02T00:00:00Z',
      ],
    );
    const items = (await listMyAds(t.db, seller.id, 'DRAFT')).items;
    expect(
      items.slice(0, 2).map((i) => [i.id, i.draft, i.title, i.price, i.editUrl, i.duplicateUrl, i.actions]),
    ).toEqual([
      [
        inserted[1]!.id,
        true,
        'Autobuz Setra',
        '45.000 EUR',
        `/camioane/autobuze/anunt-nou?draft=${inserted[1]!.id}`,
        null,
        ['EDIT', 'DELETE_DRAFT'],
      ],
      [
        inserted[0]!.id,
        true,
        `${make!.make} ${make!.model}`,
        null,
        `/autoturisme/anunt-nou?draft=${inserted[0]!.id}`,
        null,
        ['EDIT', 'DELETE_DRAFT'],
      ],
    ]);
    expect(items.map((i) => i.id)).toContain(String(DEMO_ADVERT_IDS.draftCar));
    expect(items.map((i) => i.id)).not.toContain(inserted[2]!.id);
    expect((await countMyAds(t.db, seller.id)).draft).toBe(items.length);
    // Deleting: a draft of a new advert, then an advert in draft; someone else's draft is unknown.
    expect(await key(deleteMyDraft(t.db, dealer.id, inserted[0]!.id))).toBe('errors:myAds.unknown');
    const after = await deleteMyDraft(t.db, seller.id, inserted[0]!.id);
    expect(after).toMatchObject({ id: inserted[0]!.id, tab: null, counts: { draft: items.length - 1 } });
    expect(await key(deleteMyDraft(t.db, seller.id, inserted[0]!.id))).toBe('errors:myAds.unknown');
    expect(await key(deleteMyDraft(t.db, seller.id, String(DEMO_ADVERT_IDS.activeCar)))).toBe(
      'errors:myAds.notAllowed',
    );
    expect((await deleteMyDraft(t.db, seller.id, String(DEMO_ADVERT_IDS.draftCar))).counts.draft).toBe(
      items.length - 2,
    );
  });

  it('refuses a cursor it did not give', async () => {
    expect(await key(listMyAds(t.db, seller.id, 'ACTIVE', 20, 'bm90IGEgY3Vyc29y'))).toBe('errors:myAds.badCursor');
    expect(await key(listMyAds(t.db, seller.id, 'ACTIVE', 51))).toBe('errors:search.pageSizeTooLarge');
  });
});

describe('transitions', () => {
  it('refuses what the state does not allow, and adverts that are not mine, with a translated key', async () => {
    const archived = String(DEMO_ADVERT_IDS.archivedCar);
    const active = String(DEMO_ADVERT_IDS.dealerCar);
    expect(await key(deactivateMyAd(t.db, seller.id, archived, NOW))).toBe('errors:myAds.notAllowed');
    expect(await key(reactivateMyAd(t.db, dealer.id, active, NOW))).toBe('errors:myAds.notAllowed');
    expect(await key(deactivateMyAd(t.db, seller.id, active, NOW))).toBe('errors:myAds.unknown');
    expect(await key(reactivateMyAd(t.db, buyer.id, archived, NOW))).toBe('errors:myAds.unknown');
    for (const bad of ['0', 'abc', '99999999999999999', '1; drop table adverts'])
      expect(await key(deactivateMyAd(t.db, dealer.id, bad, NOW))).toBe('errors:myAds.unknown');
    const [row] = await rawQuery<{ status: string }>(t.db, 'select status from adverts where id = $1', [active]);
    expect(row?.status).toBe('active');
  });

  it('reactivates to active within 30 days of posting, to waiting after', async () => {
    const [young, old] = await rawQuery<{ id: string }>(
      t.db,
      `select id::text as id from adverts where user_id = $1 and status = 'active' order by id limit 2`,
      [dealer.id],
    );
    await rawQuery(t.db, `update adverts set created_at = $2 where id = $1`, [young!.id, '2026-02-20T09:00:00Z']);
    await rawQuery(t.db, `update adverts set created_at = $2 where id = $1`, [old!.id, '2026-02-10T09:00:00Z']);
    const before = await countMyAds(t.db, dealer.id);
    expect(await deactivateMyAd(t.db, dealer.id, young!.id, NOW)).toMatchObject({
      tab: 'ARCHIVED',
      counts: { active: before.active - 1, archived: before.archived + 1 },
    });
    await deactivateMyAd(t.db, dealer.id, old!.id, NOW);
    expect((await reactivateMyAd(t.db, dealer.id, young!.id, NOW)).tab).toBe('ACTIVE');
    expect(await reactivateMyAd(t.db, dealer.id, old!.id, NOW)).toMatchObject({
      tab: 'WAITING',
      counts: { active: before.active - 1, waiting: before.waiting + 1, archived: before.archived },
    });
    // Twice is refused: the second click finds the state already changed.
    expect(await key(reactivateMyAd(t.db, dealer.id, young!.id, NOW))).toBe('errors:myAds.notAllowed');
  });

  it('lets a sub-user act for the main account only with the ads right (the dashboard needs statistics)', async () => {
    expect(await adsAccountOf(t.db, employee.id)).toBe(dealer.id);
    expect(await adsAccountOf(t.db, seller.id)).toBe(seller.id);
    await rawQuery(t.db, `update user_links set rights = rights - 'ads' where sub_user_id = $1`, [employee.id]);
    await expect(adsAccountOf(t.db, employee.id)).rejects.toBeInstanceOf(MyAdsForbiddenError);
    expect(await adsAccountOf(t.db, employee.id, 'statistics')).toBe(dealer.id);
    await rawQuery(t.db, `update user_links set rights = rights || '{"ads": true}'::jsonb where sub_user_id = $1`, [
      employee.id,
    ]);
  });
});

describe('search follows the status at once', () => {
  it('a deactivated advert leaves the listing and the facet counts; reactivated, it comes back', async () => {
    const id = String(DEMO_ADVERT_IDS.activeCar);
    const [car] = await rawQuery<{ make: string }>(
      t.db,
      `select mk.slug as make from adverts a join makes mk on mk.id = a.make_id where a.id = $1`,
      [id],
    );
    const filters = { makes: [car!.make] };
    const look = async () => {
      const page = await listingScreen(t.db, { categorySlug: 'autoturisme', filters, first: 100 });
      const facets = await getAdvertSearchFilters(t.db, 'autoturisme', null);
      return {
        listed: page.adverts.nodes.some((n) => n.id === id),
        total: page.adverts.totalCount,
        facet: facets.makes.find((m) => m.value === car!.make)?.count ?? 0,
      };
    };
    const before = await look();
    expect(before.listed).toBe(true);
    await deactivateMyAd(t.db, seller.id, id, NOW);
    expect(await look()).toEqual({ listed: false, total: before.total - 1, facet: before.facet - 1 });
    const [posted] = await rawQuery<{ ms: number }>(
      t.db,
      'select (extract(epoch from created_at) * 1000)::float8 as ms from adverts where id = $1',
      [id],
    );
    // Within 30 days of posting: straight back to active (older, it would wait for the checks).
    expect((await reactivateMyAd(t.db, seller.id, id, new Date(posted!.ms + 86_400_000))).tab).toBe('ACTIVE');
    expect(await look()).toEqual(before);

    // Suspended while the account is blocked for an unpaid invoice (docs/billing.md): out of search,
    // counts and its page, still in the owner's active list, marked hidden until payment.
    const countsBefore = await countMyAds(t.db, seller.id);
    await rawQuery(t.db, `update adverts set status = 'suspended' where id = $1`, [id]);
    expect(await look()).toEqual({ listed: false, total: before.total - 1, facet: before.facet - 1 });
    await expect(getAdvert(t.db, id)).rejects.toBeInstanceOf(InactiveAdError);
    const hidden = (await listMyAds(t.db, seller.id, 'ACTIVE', 50)).items.find((i) => i.id === id);
    expect(hidden).toMatchObject({
      tab: 'ACTIVE',
      hiddenUntilPayment: true,
      url: null,
      actions: ['EDIT', 'DUPLICATE'],
    });
    expect(await countMyAds(t.db, seller.id)).toEqual(countsBefore);
    expect(await key(deactivateMyAd(t.db, seller.id, id, NOW))).toBe('errors:myAds.notAllowed');
    await rawQuery(t.db, `update adverts set status = 'active' where id = $1`, [id]);
    expect(await look()).toEqual(before);
  });
});
