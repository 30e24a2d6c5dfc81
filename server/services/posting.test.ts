/**
 * Posting on a seeded PGlite (docs/posting.md): a draft saves what was typed, as typed; publishing
 * refuses the form's problems with their field, checks choices against the catalogue, writes one
 * advert per idempotency key, runs the automatic checks (active or moderated with a reason) and
 * shows the advert in search at once; an edit after 24 hours cannot change the VIN, make, model or
 * year; another account's draft or advert is refused, never shown.
 */
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { EMPTY_POSTING_VALUES, type PostingValues } from '@/lib/posting/posting-values';
import { getDraft, saveDraft, startDraft } from './posting-drafts';
import { publishDraft } from './posting-publish';
import {
  postingEquipmentFor,
  postingGenerations,
  postingMakes,
  postingModels,
  postingVersions,
} from './posting-catalogue';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 200 });
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const seller = DEMO_ACCOUNTS.seller.id;
const buyer = DEMO_ACCOUNTS.buyer.id;

/** A believable car: the first make, model, generation and version of the catalogue. */
async function carValues(): Promise<PostingValues> {
  const makes = await postingMakes(t.db, 29);
  const dacia = makes.find((m) => m.name === 'Dacia') ?? makes[0]!;
  const models = await postingModels(t.db, dacia.id);
  const model = models[0]!;
  const generation = (await postingGenerations(t.db, model.id))[0]!;
  const version = (await postingVersions(t.db, generation.id))[0]!;
  const [city] = await rawQuery<{ id: number }>(t.db, "select id from cities where county_code = 'CJ' limit 1");
  return {
    ...EMPTY_POSTING_VALUES,
    makeId: dacia.id,
    modelId: model.id,
    generationId: generation.id,
    versionId: version.id,
    year: String(Math.max(generation.yearFrom, version.yearFrom ?? 0) + 1),
    mileage: '128.500',
    fuelType: version.fuelType ?? 'diesel',
    gearbox: version.gearbox ?? 'manual',
    enginePower: String(version.enginePower ?? 90),
    title: `${dacia.name} ${model.name} bine întreținută`,
    description: 'Mașina a fost întreținută la reprezentanță, are toate reviziile la zi.',
    price: '7.450',
    currency: 'EUR',
    cityId: city!.id,
  };
}

async function draftWith(values: PostingValues, owner = seller) {
  const draft = await startDraft(
    t.db,
    owner,
    { mode: 'new', categoryId: 29, subcategoryId: null, advertId: null },
    NOW,
  );
  return saveDraft(t.db, owner, draft.id, { values, step: 'preview' }, NOW);
}

describe('posting catalogue', () => {
  it('offers a category only the equipment its versions have (no retarder on a car, no ABS missing)', async () => {
    const cars = await postingEquipmentFor(t.db, 29);
    expect(cars).toContain('abs');
    expect(cars).not.toContain('retarder');
    expect(await postingEquipmentFor(t.db, 57)).toContain('retarder');
  });
});

describe('posting drafts', () => {
  it('saves what was typed, as typed, and reads it back; another account gets a refusal', async () => {
    const values = { ...EMPTY_POSTING_VALUES, year: 'doi mii', price: '10.000,50', title: 'x' };
    const draft = await draftWith(values);
    expect(draft.revision).toBe(1);
    expect((await getDraft(t.db, seller, draft.id, NOW)).values).toEqual(values);
    await expect(getDraft(t.db, buyer, draft.id, NOW)).rejects.toMatchObject({ key: 'posting:problems.draftGone' });
    await expect(getDraft(t.db, seller, 'nu-e-un-id', NOW)).rejects.toMatchObject({
      key: 'posting:problems.draftGone',
    });
  });
});

describe('publishing', () => {
  it('refuses the first problem with its field, and a model of another make', async () => {
    const values = await carValues();
    const noPrice = await draftWith({ ...values, price: '' });
    await expect(publishDraft(t.db, seller, noPrice.id, 'key-no-price-1', NOW)).rejects.toMatchObject({
      key: 'posting:problems.required',
      field: 'price',
    });
    const [otherModel] = await rawQuery<{ id: number }>(t.db, 'select id from models where make_id <> $1 limit 1', [
      values.makeId,
    ]);
    const wrong = await draftWith({ ...values, modelId: otherModel!.id });
    await expect(publishDraft(t.db, seller, wrong.id, 'key-wrong-model', NOW)).rejects.toMatchObject({
      key: 'posting:problems.choice',
      field: 'modelId',
    });
  });

  it('publishes once per key, active and searchable at once', async () => {
    const values = await carValues();
    const draft = await draftWith(values);
    const [first, again] = await Promise.all([
      publishDraft(t.db, seller, draft.id, 'key-publish-once', NOW),
      publishDraft(t.db, seller, draft.id, 'key-publish-once', NOW),
    ]);
    expect(first.status).toBe('active');
    expect(again.advertId).toBe(first.advertId);
    const [row] = await rawQuery<{ n: number; price_lei: number; mileage: number; county_code: string }>(
      t.db,
      `select count(*) over ()::int as n, price_lei, mileage, county_code from adverts
        where user_id = $1 and title = $2`,
      [seller, values.title],
    );
    expect(row).toMatchObject({ n: 1, price_lei: Math.round(7450 * 4.97), mileage: 128500, county_code: 'CJ' });
    const [changes] = await rawQuery<{ n: number }>(
      t.db,
      'select count(*)::int as n from advert_search_changes where advert_id = $1::int8',
      [String(first.advertId)],
    );
    expect(changes!.n).toBeGreaterThan(0);
  });

  it('holds an advert with a phone number in its text for moderation, with the reason', async () => {
    const values = await carValues();
    const draft = await draftWith({ ...values, description: 'Sunați la 0722 123 456 pentru detalii, orice oră.' });
    expect(await publishDraft(t.db, seller, draft.id, 'key-phone-text', NOW)).toMatchObject({
      status: 'moderated',
      moderationReason: 'contact_in_text',
    });
  });

  it('edits in place; after 24 hours the make cannot change, the price can', async () => {
    const values = await carValues();
    const published = await publishDraft(t.db, seller, (await draftWith(values)).id, 'key-edit-base', NOW);
    const later = new Date(NOW.getTime() + 25 * 3600_000);
    const edit = await startDraft(
      t.db,
      seller,
      { mode: 'edit', categoryId: 29, subcategoryId: null, advertId: published.advertId },
      later,
    );
    expect(edit.identityLocked).toBe(true);
    expect(edit.values.mileage).toBe('128500');
    const [otherMake] = await postingMakes(t.db, 29).then((ms) => ms.filter((m) => m.id !== values.makeId));
    const models = await postingModels(t.db, otherMake!.id);
    await saveDraft(
      t.db,
      seller,
      edit.id,
      {
        values: { ...edit.values, makeId: otherMake!.id, modelId: models[0]!.id, generationId: null, versionId: null },
        step: 'preview',
      },
      later,
    );
    await expect(publishDraft(t.db, seller, edit.id, 'key-edit-make', later)).rejects.toMatchObject({
      key: 'posting:problems.identityLocked',
      field: 'makeId',
    });
    await saveDraft(t.db, seller, edit.id, { values: { ...edit.values, price: '6.900' }, step: 'preview' }, later);
    const edited = await publishDraft(t.db, seller, edit.id, 'key-edit-price', later);
    expect(edited.advertId).toBe(published.advertId);
    const [row] = await rawQuery<{ price_gross: string }>(t.db, 'select price_gross from adverts where id = $1::int8', [
      String(published.advertId),
    ]);
    expect(Number(row!.price_gross)).toBe(6900);
  });

  it("refuses to edit another account's advert", async () => {
    const [advert] = await rawQuery<{ id: number }>(t.db, 'select id from adverts where user_id <> $1 limit 1', [
      buyer,
    ]);
    await expect(
      startDraft(t.db, buyer, { mode: 'edit', categoryId: 29, subcategoryId: null, advertId: Number(advert!.id) }, NOW),
    ).rejects.toMatchObject({ key: 'posting:problems.advertGone' });
  });
});
