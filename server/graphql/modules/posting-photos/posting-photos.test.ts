/**
 * The posting photos through the real GraphQL endpoint: the rules the form states, an upload as a
 * GraphQL multipart request (operations, map, one numbered part) with real sharp and real files,
 * refusals as BAD_USER_INPUT with the translated key (never a 500), the caller checked (anonymous,
 * someone else's draft, a dealer's sub-user acting for its main account), and the edits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@/lib/posting-photos/photo-rules';
import { testClock, type GraphQLBody } from '@/server/auth/testing/auth-test-server';
import { authConfig } from '@/server/auth/auth-config';
import { startSession } from '@/server/auth/session-tokens';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema/users';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { services } from '@/server/services/services';
import { EXE_BYTES, fileOf, insertDraft, photoBytes } from '@/server/services/testing/posting-photo-files';
import { readCatalogue } from '@/test-support/i18n-test-utils';
import { createVolanYoga, type VolanYoga } from '../../yoga';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const dir = mkdtempSync(path.join(tmpdir(), 'volan-posting-photos-gql-'));
let t: TestDb;
let yoga: VolanYoga;

beforeAll(async () => {
  t = await createTestDb();
  yoga = createVolanYoga({
    db: t.db,
    auth: { now: clock.now },
    logger: false,
    services: {
      postingPhotos: { ...services.postingPhotos, settings: () => ({ uploadDir: dir, limit: 3, recommended: 2 }) },
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bearer(userId: string): Promise<string> {
  const [user] = await t.db.select().from(users).where(eq(users.id, userId));
  return `Bearer ${(await startSession(t.db, authConfig({ now: clock.now }), user!)).idToken}`;
}

/** A GraphQL request; with a file, a multipart one whose part 0 is `variables.file`. */
async function gql(
  query: string,
  variables: Record<string, unknown>,
  authorization?: string,
  file?: File,
): Promise<{ status: number; body: GraphQLBody }> {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  let body: string | FormData;
  if (file) {
    body = new FormData();
    body.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query, variables });
  }
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as GraphQLBody };
}

const PHOTO = 'id position url thumbnailUrl width height megapixels rotation crop { x y width height }';
const UPLOAD = `mutation Test_Upload($draftId: ID!, $file: File!) { uploadDraftPhoto(draftId: $draftId, file: $file) { ${PHOTO} } }`;
const LIST = `query Test_List($draftId: ID!) { draftPhotos(draftId: $draftId) { ${PHOTO} } }`;
const ROTATE = `mutation Test_Rotate($draftId: ID!, $photoId: ID!) { rotateDraftPhoto(draftId: $draftId, photoId: $photoId, quarterTurns: 1) { ${PHOTO} } }`;
const REORDER = `mutation Test_Reorder($draftId: ID!, $ids: [ID!]!) { reorderDraftPhotos(draftId: $draftId, photoIds: $ids) { id position } }`;
const DELETE = `mutation Test_Delete($draftId: ID!, $photoId: ID!) { deleteDraftPhoto(draftId: $draftId, photoId: $photoId) { id position } }`;

interface Photo {
  id: string;
  position: number;
  url: string;
  width: number;
  height: number;
  rotation: number;
}

const refusedWith = (body: GraphQLBody, key: string) =>
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, i18nKey: key });

describe('posting photos module', () => {
  it('states the configured rules', async () => {
    const { body } = await gql('query Test_Rules { postingPhotoRules { limit recommended maxBytes } }', {});
    expect(body).toEqual({ data: { postingPhotoRules: { limit: 3, recommended: 2, maxBytes: PHOTO_MAX_BYTES } } });
  });

  it('uploads as a multipart request, lists, turns, orders and deletes', async () => {
    const seller = await bearer(DEMO_ACCOUNTS.seller.id);
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.seller.id);
    const jpg = await photoBytes(1600, 1200);
    const first = await gql(UPLOAD, { draftId }, seller, fileOf(jpg, 'IMG_1.jpg'));
    expect(first.status).toBe(200);
    const a = (first.body.data as { uploadDraftPhoto: Photo }).uploadDraftPhoto;
    expect(a).toMatchObject({ position: 0, width: 1280, height: 960, megapixels: 1.9, rotation: 0, crop: null });
    expect(a.url).toMatch(/^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.jpg$/);
    const b = (
      (await gql(UPLOAD, { draftId }, seller, fileOf(jpg, 'IMG_2.jpg'))).body.data as { uploadDraftPhoto: Photo }
    ).uploadDraftPhoto;
    expect(b.position).toBe(1);

    const listed = (await gql(LIST, { draftId }, seller)).body.data as { draftPhotos: Photo[] };
    expect(listed.draftPhotos.map((p) => p.id)).toEqual([a.id, b.id]);
    const turned = (await gql(ROTATE, { draftId, photoId: b.id }, seller)).body.data as { rotateDraftPhoto: Photo };
    expect(turned.rotateDraftPhoto).toMatchObject({ width: 720, height: 960, rotation: 1 });
    const ordered = (await gql(REORDER, { draftId, ids: [b.id, a.id] }, seller)).body.data;
    expect(ordered).toEqual({
      reorderDraftPhotos: [
        { id: b.id, position: 0 },
        { id: a.id, position: 1 },
      ],
    });
    expect((await gql(DELETE, { draftId, photoId: b.id }, seller)).body.data).toEqual({
      deleteDraftPhoto: [{ id: a.id, position: 0 }],
    });
  });

  it('refuses an .exe named .jpg with its key and HTTP 200, not a 500', async () => {
    const seller = await bearer(DEMO_ACCOUNTS.seller.id);
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.seller.id);
    const response = await gql(UPLOAD, { draftId }, seller, fileOf(EXE_BYTES, 'poza.jpg'));
    expect(response.status).toBe(200);
    refusedWith(response.body, 'errors:postingPhotos.fileType');
    expect(response.body.errors?.[0]?.extensions?.['field']).toBe('file');
    // The key the client translates is in the Romanian catalogue.
    const errors = readCatalogue('ro', 'errors') as { postingPhotos: Record<string, string> };
    expect(errors.postingPhotos['fileType']).toBe('Sunt acceptate doar fotografii JPG și PNG.');
  });

  it('refuses a body far over the photo limit while reading it (413)', async () => {
    const seller = await bearer(DEMO_ACCOUNTS.seller.id);
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.seller.id);
    // Over the multipart file limit, under yoga's 25 MB body limit (that one answers 400).
    const huge = new Uint8Array(PHOTO_MAX_BYTES + 4 * 1024 * 1024).fill(0xff);
    expect((await gql(UPLOAD, { draftId }, seller, fileOf(huge, 'urias.jpg'))).status).toBe(413);
  });

  it("answers UNAUTHENTICATED without a session and draftNotFound for someone else's draft", async () => {
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.seller.id);
    const jpg = fileOf(await photoBytes(320, 240), 'a.jpg');
    const anonymous = await gql(UPLOAD, { draftId }, undefined, jpg);
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const buyer = await bearer(DEMO_ACCOUNTS.buyer.id);
    refusedWith((await gql(UPLOAD, { draftId }, buyer, jpg)).body, 'errors:postingPhotos.draftNotFound');
    refusedWith((await gql(LIST, { draftId }, buyer)).body, 'errors:postingPhotos.draftNotFound');
  });

  it("lets a dealer's sub-user add photos to the main account's draft", async () => {
    const draftId = await insertDraft(t.db, DEMO_ACCOUNTS.dealer.id);
    const employee = await bearer(DEMO_ACCOUNTS.employee.id);
    const response = await gql(UPLOAD, { draftId }, employee, fileOf(await photoBytes(320, 240), 'a.jpg'));
    expect(response.body.errors).toBeUndefined();
    expect((response.body.data as { uploadDraftPhoto: Photo }).uploadDraftPhoto.position).toBe(0);
  });
});
