/**
 * The state changes of my adverts (SPEC §4; docs/my-ads.md): deactivate (active -> archived),
 * reactivate (archived -> active within REACTIVATE_ACTIVE_DAYS of posting, else -> waiting) and
 * delete draft. Each is one UPDATE or DELETE guarded by owner and state, so a change from another
 * tab or a double click cannot pass a state twice. The search index follows the status through the
 * adverts triggers (migration 0012): nothing else to tell it.
 */
import type { MyAdTransition } from '@/server/graphql/generated/resolver-types';
import { type Db, rawQuery } from '@/server/db/client';
import { countMyAds, TAB_OF_STATUS } from './my-ads';
import { notAllowed, unknownAd } from './my-ads-access';
import { removeDraftPhotos } from './posting-photos-copy';
import { postingPhotoSettings } from './posting-photos-services';

/** An archived advert posted less than this many days ago goes back to active; an older one waits for the checks. */
export const REACTIVATE_ACTIVE_DAYS = 30;

/** An advert id (digits) or a draft id (uuid); anything else is as unknown as a missing one. */
function advertIdOf(id: string): number {
  if (!/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) throw unknownAd();
  return Number(id);
}
const isDraftId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** After a refused change: unknown (not mine, no such advert) or not allowed from its state. */
async function refusal(db: Db, owner: string, id: number): Promise<never> {
  const [row] = await rawQuery<{ n: number }>(db, 'select 1 as n from adverts where id = $1 and user_id = $2', [
    id,
    owner,
  ]);
  throw row ? notAllowed() : unknownAd();
}

async function transitioned(db: Db, owner: string, id: string, status: string | null): Promise<MyAdTransition> {
  return { id, tab: status ? (TAB_OF_STATUS[status] ?? null) : null, counts: await countMyAds(db, owner) };
}

/** active -> archived. */
export async function deactivateMyAd(db: Db, owner: string, id: string, now: Date): Promise<MyAdTransition> {
  const advertId = advertIdOf(id);
  const [row] = await rawQuery<{ status: string }>(
    db,
    `update adverts set status = 'archived', updated_at = $3 where id = $1 and user_id = $2 and status = 'active'
     returning status`,
    [advertId, owner, now.toISOString()],
  );
  if (!row) return refusal(db, owner, advertId);
  return transitioned(db, owner, id, row.status);
}

/**
 * archived -> active when posted less than REACTIVATE_ACTIVE_DAYS before `now`; an older advert goes
 * to waiting, where the publish checks look at it again before it is shown (decision in docs/my-ads.md).
 */
export async function reactivateMyAd(db: Db, owner: string, id: string, now: Date): Promise<MyAdTransition> {
  const advertId = advertIdOf(id);
  const [row] = await rawQuery<{ status: string }>(
    db,
    `update adverts set updated_at = $3,
       status = case when created_at > $3::timestamptz - $4::int * interval '1 day' then 'active' else 'waiting' end
     where id = $1 and user_id = $2 and status = 'archived' returning status`,
    [advertId, owner, now.toISOString(), REACTIVATE_ACTIVE_DAYS],
  );
  if (!row) return refusal(db, owner, advertId);
  return transitioned(db, owner, id, row.status);
}

/** Deletes a draft of a new advert (uuid) or an advert in draft (digits). */
export async function deleteMyDraft(db: Db, owner: string, id: string): Promise<MyAdTransition> {
  if (isDraftId(id)) {
    // Its photo files first (the rows go with the draft; a file another advert or draft names stays).
    const [own] = await rawQuery<{ id: string }>(
      db,
      `select id from advert_drafts where id = $1::uuid and user_id = $2 and mode = 'new' and published_advert_id is null`,
      [id, owner],
    );
    if (own) await removeDraftPhotos(db, postingPhotoSettings().uploadDir, id);
    const gone = await rawQuery<{ id: string }>(
      db,
      `delete from advert_drafts where id = $1::uuid and user_id = $2 and mode = 'new' and published_advert_id is null
       returning id`,
      [id, owner],
    );
    if (gone.length === 0) throw unknownAd();
    return transitioned(db, owner, id, null);
  }
  const advertId = advertIdOf(id);
  const gone = await rawQuery<{ id: string }>(
    db,
    `delete from adverts where id = $1 and user_id = $2 and status = 'draft' returning id`,
    [advertId, owner],
  );
  if (gone.length === 0) return refusal(db, owner, advertId);
  return transitioned(db, owner, id, null);
}
