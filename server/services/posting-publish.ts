/**
 * Publishing a draft (SPEC §4 'Publishing goes through a preview, then activate'; docs/posting.md):
 * the values are checked with the form's own rules and against the catalogue, the advert is
 * written as 'waiting' with the draft's photos, the automatic checks make it 'active' or
 * 'moderated', and the price indicator is queued. The same idempotency key publishes once: a
 * second click, a retried request or a reload after a lost answer returns the same advert.
 */
import { and, eq } from 'drizzle-orm';
import { adStrength } from '@/lib/posting/ad-strength';
import { grossOf } from '@/lib/posting/posting-gross';
import { postingPriceRules } from '@/server/price-indicator/posting-estimate';
import { registerStatusOnPublish } from './vehicle-check/register-status';
import { cachedSiteWideFlags } from './experiments';
import { postingProblems } from '@/lib/posting/posting-rules';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { cities } from '@/server/db/schema/locations';
import { advertDrafts } from '@/server/db/schema/posting';
import { enqueue } from '@/server/jobs/queue';
import { PRICE_INDICATOR_CHANGED_JOB } from '@/server/price-indicator/price-indicator.jobs';
import { UserInputError } from './ads.types';
import { advertColumnsOf } from './posting-advert-values';
import { catalogueNames, catalogueProblem } from './posting-catalogue-check';
import { runAutomaticChecks } from './posting-checks';
import { getDraft, IDENTITY_GRACE_MS } from './posting-drafts';
import { listDraftPhotos } from './posting-photos';
import { copyDraftPhotosToAdvert } from './posting-photos-copy';
import { releasePhotoFiles } from './posting-photos-files';
import { postingPhotoSettings } from './posting-photos-services';

/** What publishing came to. */
export interface PublishResult {
  advertId: number;
  status: 'active' | 'moderated' | 'waiting';
  moderationReason: string | null;
}

const refuse = (key: string, field: string) => new UserInputError(key, `Refused: ${key}`, field);

/** Refuses the first problem of the values, naming its field (the wizard goes to its step). */
function checkValues(values: PostingValues, categoryId: number, now: Date): void {
  const problems = postingProblems(values, categoryId, now);
  const first = Object.entries(problems)[0];
  if (first) throw refuse(first[1], first[0]);
}

const IDENTITY_FIELDS = ['vin', 'makeId', 'modelId', 'year'] as const;

/** Refuses a change of VIN, make, model or year after the grace period (SPEC §4, §9). */
function checkIdentityLock(values: PostingValues, advert: typeof adverts.$inferSelect, now: Date): void {
  if (now.getTime() - advert.createdAt.getTime() <= IDENTITY_GRACE_MS) return;
  const before = { vin: advert.vin ?? '', makeId: advert.makeId, modelId: advert.modelId, year: advert.year };
  const after = advertColumnsOf(values, { makeName: null, modelName: null }, { gross: 0, net: null });
  for (const field of IDENTITY_FIELDS)
    if ((after[field] ?? '') !== (before[field] ?? '')) throw refuse('posting:problems.identityLocked', field);
}

/** Publishes the owner's draft; `publishKey` makes a repeated publish return the first result. */
export async function publishDraft(
  db: Db,
  ownerId: string,
  draftId: string,
  publishKey: string,
  now: Date,
): Promise<PublishResult> {
  if (!/^[\w-]{8,64}$/u.test(publishKey)) throw refuse('posting:problems.publishKey', 'publishKey');
  const draft = await getDraft(db, ownerId, draftId, now);
  if (draft.publishedAdvertId !== null) return currentState(db, draft.publishedAdvertId);
  const { values, categoryId } = draft;
  checkValues(values, categoryId, now);
  const problem = await catalogueProblem(db, values, categoryId);
  if (problem) throw refuse(problem.key, problem.field);
  const [city] = await db
    .select({ county: cities.countyCode })
    .from(cities)
    .where(eq(cities.id, values.cityId ?? 0));
  if (!city) throw refuse('posting:problems.city', 'cityId');
  const registerOn = (await cachedSiteWideFlags(db)).registerBanners;
  const columns = {
    ...advertColumnsOf(values, await catalogueNames(db, values), grossOf(values, postingPriceRules())),
    adStrength: adStrength({
      values,
      categoryId,
      photos: await listDraftPhotos(db, draftId),
      photoRecommended: postingPhotoSettings().recommended,
    }).score,
  };

  let released: readonly string[] = [];
  const advertId = await db.transaction(async (tx) => {
    // Locks the draft: a concurrent publish of the same draft waits here, then sees it published.
    const [locked] = await tx
      .select({ published: advertDrafts.publishedAdvertId })
      .from(advertDrafts)
      .where(eq(advertDrafts.id, draftId))
      .for('update');
    if (locked?.published) return locked.published;
    let id: number;
    if (draft.mode === 'edit' && draft.advertId !== null) {
      const [advert] = await tx
        .select()
        .from(adverts)
        .where(and(eq(adverts.id, draft.advertId), eq(adverts.userId, ownerId)));
      if (!advert) throw refuse('posting:problems.advertGone', 'advertId');
      checkIdentityLock(values, advert, now);
      await tx
        .update(adverts)
        .set({
          ...columns,
          cityId: values.cityId ?? advert.cityId,
          countyCode: city.county,
          status: 'waiting',
          updatedAt: now,
          lastEditedAt: now,
        })
        .where(eq(adverts.id, advert.id));
      id = advert.id;
    } else {
      const [row] = await tx
        .insert(adverts)
        .values({
          ...columns,
          categoryId,
          subcategoryId: draft.subcategoryId,
          userId: ownerId,
          status: 'waiting',
          cityId: values.cityId ?? 0,
          countyCode: city.county,
          registerStatus: registerStatusOnPublish(values, registerOn),
          createdAt: now,
          updatedAt: now,
          lastEditedAt: now,
        })
        .returning({ id: adverts.id });
      if (!row) throw new Error('advert insert returned nothing');
      id = row.id;
    }
    released = (await copyDraftPhotosToAdvert(tx, draftId, id)).releasedKeys;
    await tx
      .update(advertDrafts)
      .set({ publishKey, publishedAdvertId: id, publishedAt: now, updatedAt: now })
      .where(eq(advertDrafts.id, draftId));
    return id;
  });
  // Photos the edited advert no longer shows (and no draft names) leave the disk once committed.
  if (released.length > 0) await releasePhotoFiles(db, postingPhotoSettings().uploadDir, released);
  await runAutomaticChecks(db, advertId);
  await enqueue(db, PRICE_INDICATOR_CHANGED_JOB, { dedupeKey: PRICE_INDICATOR_CHANGED_JOB });
  return currentState(db, advertId);
}

async function currentState(db: Db, advertId: number): Promise<PublishResult> {
  const [row] = await db
    .select({ status: adverts.status, reason: adverts.moderationReason })
    .from(adverts)
    .where(eq(adverts.id, advertId));
  const status = row?.status === 'active' || row?.status === 'moderated' ? row.status : 'waiting';
  return { advertId, status, moderationReason: row?.reason ?? null };
}
