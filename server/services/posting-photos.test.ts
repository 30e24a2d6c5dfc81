/**
 * The posting photos' service with real sharp and real files on a seeded PGlite: content checks
 * (an .exe named .jpg, a truncated JPEG, refused with their translated keys and nothing stored),
 * orientation applied and GPS gone from every stored file, the web sizes, four quarter turns giving
 * back the first image's size, crop sizes, the limit, order, delete, ownership, and the copies to
 * and from an advert that never remove a file still named.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '@/server/db/schema/adverts';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { UserInputError } from './ads.types';
import { setTeamFlag } from './experiments-team';
import { thumbnailKey } from './media-urls';
import { copyAdvertPhotosToDraft, copyDraftPhotosToAdvert, removeDraftPhotos } from './posting-photos-copy';
import {
  cropDraftPhoto,
  deleteDraftPhoto,
  listDraftPhotos,
  type PostingPhotosDeps,
  reorderDraftPhotos,
  rotateDraftPhoto,
  uploadDraftPhoto,
} from './posting-photos';
import { releasePhotoFiles } from './posting-photos-files';
import {
  EXE_BYTES,
  fileOf,
  hasGpsDirectory,
  insertDraft,
  phoneJpegWithGps,
  photoBytes,
  truncatedJpeg,
} from './testing/posting-photo-files';

const seller = DEMO_ACCOUNTS.seller.id;
const dir = mkdtempSync(path.join(tmpdir(), 'volan-posting-photos-'));
let t: TestDb;
let deps: PostingPhotosDeps;

beforeAll(async () => {
  t = await createTestDb();
  deps = { db: t.db, uploadDir: dir, limit: 3 };
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file stored under the upload folder (relative keys). */
const storedFiles = (): string[] =>
  existsSync(path.join(dir, 'photos'))
    ? readdirSync(path.join(dir, 'photos'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.jpg'))
        .map((f) => `photos/${f}`)
    : [];

async function refusal(work: Promise<unknown>): Promise<{ key: string; field: string | undefined }> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserInputError);
  return { key: (error as UserInputError).key, field: (error as UserInputError).field };
}

describe('content checks', () => {
  it.each([
    ['an .exe renamed .jpg', () => Promise.resolve(EXE_BYTES), 'errors:postingPhotos.fileType'],
    ['a truncated JPEG', truncatedJpeg, 'errors:postingPhotos.unreadable'],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'errors:postingPhotos.fileEmpty'],
  ])('refuses %s with its key and stores nothing', async (_name, bytes, key) => {
    const draftId = await insertDraft(t.db, seller);
    const before = storedFiles();
    expect(await refusal(uploadDraftPhoto(deps, seller, draftId, fileOf(await bytes(), 'poza.jpg')))).toEqual({
      key,
      field: 'file',
    });
    expect(storedFiles()).toEqual(before);
    expect(await listDraftPhotos(t.db, draftId)).toEqual([]);
  });
});

describe('an upload', () => {
  it('applies the EXIF orientation, strips GPS from every stored file and gives the web sizes', async () => {
    const draftId = await insertDraft(t.db, seller);
    const upload = await phoneJpegWithGps(1600, 1200);
    expect(hasGpsDirectory((await sharp(upload).metadata()).exif)).toBe(true);
    const photo = await uploadDraftPhoto(deps, seller, draftId, fileOf(upload, 'IMG_0001.JPG'));
    // Orientation 6: stored 1600x1200, shown 1200x1600; the web image fits inside 1280x960.
    expect([photo.width, photo.height]).toEqual([720, 960]);
    expect(photo.megapixels).toBe(1.9);
    expect(photo.position).toBe(0);
    expect(photo.url).toBe(`/media/${photo.storageKey}`);
    const [row] = await listDraftPhotos(t.db, draftId);
    expect(row).toEqual(photo);
    // The web image, its thumbnail and the cleaned source.
    expect(storedFiles().length).toBeGreaterThanOrEqual(3);
    for (const file of storedFiles()) {
      const meta = await sharp(readFileSync(path.join(dir, file))).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(readFileSync(path.join(dir, file)).includes(Buffer.from('Test phone')), file).toBe(false);
    }
    const thumb = await sharp(readFileSync(path.join(dir, thumbnailKey(photo.storageKey)))).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('takes a PNG, and refuses past the limit with tooMany', async () => {
    const draftId = await insertDraft(t.db, seller);
    const png = await photoBytes(800, 600, 'png');
    for (let i = 0; i < 3; i += 1) await uploadDraftPhoto(deps, seller, draftId, fileOf(png, `p${i}.png`, 'image/png'));
    expect((await refusal(uploadDraftPhoto(deps, seller, draftId, fileOf(png, 'p4.png')))).key).toBe(
      'errors:postingPhotos.tooMany',
    );
    expect((await listDraftPhotos(t.db, draftId)).map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it("refuses someone else's draft, and lets a dealer's sub-user act for the main account", async () => {
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.dealer.id);
    const jpg = fileOf(await photoBytes(640, 480), 'a.jpg');
    expect(await refusal(uploadDraftPhoto(deps, seller, draftId, jpg))).toEqual({
      key: 'errors:postingPhotos.draftNotFound',
      field: 'draftId',
    });
    expect(await refusal(uploadDraftPhoto(deps, seller, 'not-a-uuid', jpg))).toMatchObject({ field: 'draftId' });
    // The resolver passes mainAccountUUID ?? id: the employee's upload lands in the dealer's draft.
    await uploadDraftPhoto(deps, DEMO_ACCOUNTS.dealer.id, draftId, jpg);
    expect(await listDraftPhotos(t.db, draftId)).toHaveLength(1);
  });
});

describe('editing', () => {
  it('four quarter turns give back the first size; a crop follows its photo', async () => {
    const draftId = await insertDraft(t.db, seller);
    const first = await uploadDraftPhoto(deps, seller, draftId, fileOf(await photoBytes(1600, 1200), 'a.jpg'));
    expect([first.width, first.height]).toEqual([1280, 960]);
    let photo = first;
    const sizes: number[][] = [];
    for (let i = 0; i < 4; i += 1) {
      photo = await rotateDraftPhoto(deps, seller, draftId, photo.id, 1);
      sizes.push([photo.width, photo.height, photo.rotation]);
    }
    expect(sizes).toEqual([
      [720, 960, 1],
      [1280, 960, 2],
      [720, 960, 3],
      [1280, 960, 0],
    ]);
    expect(photo.storageKey).not.toBe(first.storageKey);
    // Earlier renders were released: one web image and thumbnail, one source.
    const id = path.basename(photo.storageKey, '.jpg');
    expect(storedFiles().filter((f) => f.includes(id))).toHaveLength(2);
    expect(existsSync(path.join(dir, first.storageKey))).toBe(false);

    // The left half of the landscape photo (800x1200 source pixels).
    const cropped = await cropDraftPhoto(deps, seller, draftId, photo.id, { x: 0, y: 0, width: 0.5, height: 1 });
    expect([cropped.width, cropped.height]).toEqual([640, 960]);
    expect(cropped.megapixels).toBe(1);
    const turned = await rotateDraftPhoto(deps, seller, draftId, photo.id, -1);
    expect(turned.crop).toEqual({ x: 0, y: 0.5, width: 1, height: 0.5 });
    // The bottom half of the portrait photo, 1200x800 source pixels: inside 1280x960, never enlarged.
    expect([turned.width, turned.height]).toEqual([1200, 800]);
    const whole = await cropDraftPhoto(deps, seller, draftId, photo.id, null);
    expect([whole.width, whole.height, whole.crop]).toEqual([720, 960, null]);
  });

  it('refuses turning and cropping while the photoCrop flag is off; the photo stays as it was', async () => {
    const draftId = await insertDraft(t.db, seller);
    const photo = await uploadDraftPhoto(deps, seller, draftId, fileOf(await photoBytes(640, 480), 'a.jpg'));
    await setTeamFlag(t.db, { name: 'photoCrop', enabled: false });
    try {
      expect((await refusal(rotateDraftPhoto(deps, seller, draftId, photo.id, 1))).key).toBe(
        'errors:postingPhotos.editOff',
      );
      expect(
        (await refusal(cropDraftPhoto(deps, seller, draftId, photo.id, { x: 0, y: 0, width: 0.5, height: 1 }))).key,
      ).toBe('errors:postingPhotos.editOff');
      expect((await listDraftPhotos(t.db, draftId))[0]).toMatchObject({ rotation: 0, crop: null });
    } finally {
      await setTeamFlag(t.db, { name: 'photoCrop', enabled: true });
    }
    expect((await rotateDraftPhoto(deps, seller, draftId, photo.id, 1)).rotation).toBe(1);
  });

  it('refuses a bad crop, a bad rotation and a photo of another draft', async () => {
    const draftId = await insertDraft(t.db, seller);
    const other = await insertDraft(t.db, seller);
    const photo = await uploadDraftPhoto(deps, seller, draftId, fileOf(await photoBytes(640, 480), 'a.jpg'));
    const crop = (c: { x: number; y: number; width: number; height: number }) =>
      refusal(cropDraftPhoto(deps, seller, draftId, photo.id, c));
    expect((await crop({ x: 0.5, y: 0, width: 0.6, height: 1 })).key).toBe('errors:postingPhotos.badCrop');
    expect((await crop({ x: 0, y: 0, width: 0.01, height: 1 })).key).toBe('errors:postingPhotos.badCrop');
    expect((await crop({ x: Number.NaN, y: 0, width: 1, height: 1 })).key).toBe('errors:postingPhotos.badCrop');
    expect((await refusal(rotateDraftPhoto(deps, seller, draftId, photo.id, 7))).key).toBe(
      'errors:postingPhotos.badRotation',
    );
    expect((await refusal(rotateDraftPhoto(deps, seller, other, photo.id, 1))).key).toBe(
      'errors:postingPhotos.photoNotFound',
    );
  });

  it('reorders (every photo once) and deletes, closing up the positions', async () => {
    const draftId = await insertDraft(t.db, seller);
    const jpg = await photoBytes(640, 480);
    const [a, b, c] = [
      await uploadDraftPhoto(deps, seller, draftId, fileOf(jpg, 'a.jpg')),
      await uploadDraftPhoto(deps, seller, draftId, fileOf(jpg, 'b.jpg')),
      await uploadDraftPhoto(deps, seller, draftId, fileOf(jpg, 'c.jpg')),
    ];
    const ordered = await reorderDraftPhotos(deps, seller, draftId, [c.id, a.id, b.id]);
    expect(ordered.map((p) => [p.id, p.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    // Photos not named keep their order after the ones named (an upload that finished meanwhile).
    expect((await reorderDraftPhotos(deps, seller, draftId, [b.id])).map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    await reorderDraftPhotos(deps, seller, draftId, [c.id, a.id, b.id]);
    for (const ids of [
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, '00000000-0000-4000-8000-000000000009'],
    ])
      expect((await refusal(reorderDraftPhotos(deps, seller, draftId, ids))).key).toBe('errors:postingPhotos.badOrder');
    const left = await deleteDraftPhoto(deps, seller, draftId, c.id);
    expect(left.map((p) => [p.id, p.position])).toEqual([
      [a.id, 0],
      [b.id, 1],
    ]);
    expect(existsSync(path.join(dir, c.storageKey))).toBe(false);
    expect(existsSync(path.join(dir, thumbnailKey(c.storageKey)))).toBe(false);
  });
});

describe('copies between a draft and an advert', () => {
  it('publishes in order with the same keys, and a shared file outlives one of its users', async () => {
    const draftId = await insertDraft(t.db, seller);
    const jpg = await photoBytes(640, 480);
    const a = await uploadDraftPhoto(deps, seller, draftId, fileOf(jpg, 'a.jpg'));
    const b = await uploadDraftPhoto(deps, seller, draftId, fileOf(jpg, 'b.jpg'));
    await reorderDraftPhotos(deps, seller, draftId, [b.id, a.id]);
    const advertId = DEMO_ADVERT_IDS.activeCar;
    const published = await copyDraftPhotosToAdvert(t.db, draftId, advertId);
    expect(published.count).toBe(2);
    expect(published.releasedKeys.every((key) => key.startsWith('seed/'))).toBe(true);
    const rows = await t.db.select().from(photos).where(eq(photos.advertId, advertId)).orderBy(asc(photos.position));
    expect(rows.map((r) => [r.position, r.storageKey, r.width, r.height])).toEqual([
      [0, b.storageKey, 640, 480],
      [1, a.storageKey, 640, 480],
    ]);

    // A duplicate shares the files; deleting the copy keeps the file the advert still shows.
    const copy = await insertDraft(t.db, seller);
    const copied = await copyAdvertPhotosToDraft(t.db, advertId, copy);
    expect(copied.map((p) => p.storageKey)).toEqual([b.storageKey, a.storageKey]);
    await deleteDraftPhoto(deps, seller, copy, copied[0]!.id);
    expect(existsSync(path.join(dir, b.storageKey))).toBe(true);
    // Turning the copy renders from the shared file and leaves it in place.
    const turned = await rotateDraftPhoto(deps, seller, copy, copied[1]!.id, 1);
    expect([turned.width, turned.height]).toEqual([480, 640]);
    expect(existsSync(path.join(dir, a.storageKey))).toBe(true);

    // Publishing the copy back replaces the advert's photos; the released key is removed only when unnamed.
    const again = await copyDraftPhotosToAdvert(t.db, copy, advertId);
    expect([...again.releasedKeys].sort()).toEqual([a.storageKey, b.storageKey].sort());
    await releasePhotoFiles(t.db, dir, again.releasedKeys);
    expect(existsSync(path.join(dir, b.storageKey))).toBe(true); // the first draft still names it
    expect(existsSync(path.join(dir, a.storageKey))).toBe(true); // the copy's source and the first draft

    // Removing the first draft's photos keeps what the advert (the copy's photo) names and drops the rest.
    const advertKey = turned.storageKey;
    expect(await removeDraftPhotos(t.db, dir, draftId)).toBe(2);
    expect(existsSync(path.join(dir, b.storageKey))).toBe(false);
    expect(existsSync(path.join(dir, a.storageKey))).toBe(true); // still the copy's source
    expect(existsSync(path.join(dir, advertKey))).toBe(true);
  });
});
