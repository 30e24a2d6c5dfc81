import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createMediaHandler } from '@/server/services/media-files';
import { thumbnailKey } from '@/server/services/media-urls';
import { shapeAngles } from './drawings';
import { BODY_TYPE_LABELS, COLOR_LABELS } from './equipment-data';
import { parseSeedPhotoKey, type PhotoSubject, prerenderedKeys, renderSeedPhoto, seedPhotoKeys } from './photos';

const advert = (over: Partial<PhotoSubject>): PhotoSubject => ({
  categorySlug: 'autoturisme',
  subcategoryId: null,
  bodyType: null,
  color: null,
  partType: null,
  ...over,
});
const shapeOf = (over: Partial<PhotoSubject>): string => {
  const [key = ''] = seedPhotoKeys(advert(over), 1);
  return parseSeedPhotoKey(key)?.shape ?? `unparsable ${key}`;
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'volan-seed-photos-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('seed photo keys', () => {
  it('shows a car in its body type and colour, front three-quarter first, then the other angles', () => {
    expect(seedPhotoKeys(advert({ bodyType: 'estate', color: 'red' }), 7)).toEqual(
      ['front34', 'side', 'rear34', 'interior', 'dashboard', 'front', 'rear'].map((a) => `seed/v2/estate-red-${a}.jpg`),
    );
    // More photos than angles start over; none is an empty list.
    expect(seedPhotoKeys(advert({ bodyType: 'suv', color: 'black' }), 8)[7]).toBe('seed/v2/suv-black-front34.jpg');
    expect(seedPhotoKeys(advert({}), 0)).toEqual([]);
    for (const body of ['hatchback', 'sedan', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'pickup'])
      expect(shapeOf({ bodyType: body })).toBe(body);
    expect(shapeOf({ bodyType: null })).toBe('sedan');
    for (const color of Object.keys(COLOR_LABELS))
      expect(seedPhotoKeys(advert({ bodyType: 'coupe', color }), 1)).toEqual([`seed/v2/coupe-${color}-front34.jpg`]);
  });

  it('picks the shape of every category from the body type, sub-category or part type', () => {
    const cases: [Partial<PhotoSubject>, string][] = [
      [{ categorySlug: 'autoutilitare', bodyType: 'panel_van' }, 'van'],
      [{ categorySlug: 'autoutilitare', bodyType: 'minibus' }, 'minibus'],
      [{ categorySlug: 'autoutilitare', bodyType: 'chassis_cab' }, 'chassis_cab'],
      [{ categorySlug: 'autoutilitare', bodyType: 'pickup' }, 'pickup'],
      [{ categorySlug: 'motociclete', bodyType: 'sport' }, 'moto_sport'],
      [{ categorySlug: 'motociclete', bodyType: 'scooter' }, 'scooter'],
      [{ categorySlug: 'motociclete', bodyType: 'cruiser' }, 'moto_naked'],
      [{ categorySlug: 'camioane', bodyType: 'tractor_unit', subcategoryId: 89 }, 'truck_tractor'],
      [{ categorySlug: 'camioane', bodyType: 'rigid', subcategoryId: 97 }, 'truck_tipper'],
      [{ categorySlug: 'camioane', bodyType: 'rigid', subcategoryId: 93 }, 'truck_box'],
      [{ categorySlug: 'camioane', bodyType: 'bus', subcategoryId: 75 }, 'bus'],
      [{ categorySlug: 'remorci', subcategoryId: 101 }, 'semitrailer'],
      [{ categorySlug: 'remorci', subcategoryId: 77 }, 'caravan'],
      [{ categorySlug: 'remorci', subcategoryId: 109 }, 'trailer'],
      [{ categorySlug: 'utilaje-agricole', subcategoryId: 3 }, 'tractor'],
      [{ categorySlug: 'utilaje-agricole', subcategoryId: 107 }, 'combine'],
      [{ categorySlug: 'utilaje-constructii', subcategoryId: 43 }, 'excavator'],
      [{ categorySlug: 'utilaje-constructii', subcategoryId: 51 }, 'loader'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'engine' }, 'part_engine'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'gearbox' }, 'part_gearbox'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'tyres' }, 'part_wheel'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'lighting' }, 'part_headlight'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'interior' }, 'part_seat'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'body_panels' }, 'part_door'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'mirrors' }, 'part_mirror'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: 'brakes' }, 'part_generic'],
      [{ categorySlug: 'piese', subcategoryId: 69, partType: null }, 'part_generic'],
    ];
    for (const [over, shape] of cases) expect(shapeOf(over), JSON.stringify(over)).toBe(shape);
    // Every body type code of the catalogue has a drawing.
    for (const body of Object.keys(BODY_TYPE_LABELS)) {
      const category = ['naked', 'sport', 'adventure', 'touring', 'cruiser', 'scooter'].includes(body)
        ? 'motociclete'
        : ['tractor_unit', 'rigid', 'bus'].includes(body)
          ? 'camioane'
          : ['panel_van', 'minibus', 'chassis_cab'].includes(body)
            ? 'autoutilitare'
            : 'autoturisme';
      expect(shapeOf({ categorySlug: category, bodyType: body })).not.toMatch(/unparsable/);
    }
  });

  it('draws machines and trailers in their own colour and parts unpainted, from their own angles', () => {
    expect(seedPhotoKeys(advert({ categorySlug: 'utilaje-agricole', subcategoryId: 3 }), 4)).toEqual([
      'seed/v2/tractor-green-front34.jpg',
      'seed/v2/tractor-green-side.jpg',
      'seed/v2/tractor-green-rear34.jpg',
      'seed/v2/tractor-green-front.jpg',
    ]);
    expect(seedPhotoKeys(advert({ categorySlug: 'piese', partType: 'engine', color: 'red' }), 3)).toEqual([
      'seed/v2/part_engine-natural-front34.jpg',
      'seed/v2/part_engine-natural-rear34.jpg',
      'seed/v2/part_engine-natural-front34.jpg',
    ]);
  });

  it('accepts only keys of the pool', () => {
    expect(parseSeedPhotoKey('seed/v2/sedan-red-side.thumb.jpg')).toEqual({
      shape: 'sedan',
      color: 'red',
      angle: 'side',
      thumb: true,
    });
    for (const key of [
      'seed/v2/sedan-purple-side.jpg',
      'seed/v2/rocket-red-side.jpg',
      'seed/v2/sedan-red-interior.png',
      'seed/v2/tractor-green-dashboard.jpg',
      'seed/v2/part_engine-red-front34.jpg',
      'seed/v2/../sedan-red-side.jpg',
      'seed/autoturisme-01.jpg',
    ])
      expect(parseSeedPhotoKey(key), key).toBeNull();
  });
});

describe('seed photo files', () => {
  it('renders a pool image and its thumbnail at their sizes, and nothing for other keys', async () => {
    const key = 'seed/v2/pickup-orange-rear34.jpg';
    expect(await renderSeedPhoto(dir, key)).toBe(true);
    expect(await renderSeedPhoto(dir, thumbnailKey(key))).toBe(true);
    expect(await sharp(path.join(dir, key)).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 960 });
    expect(await sharp(path.join(dir, thumbnailKey(key))).metadata()).toMatchObject({ width: 400, height: 300 });
    expect(await renderSeedPhoto(dir, 'seed/v2/pickup-purple-rear34.jpg')).toBe(false);
    expect(existsSync(path.join(dir, 'seed/v2/pickup-purple-rear34.jpg'))).toBe(false);
    // Up front: the main photo's thumbnail of each shape in each of its colours.
    const keys = prerenderedKeys();
    expect(keys).toContain('seed/v2/sedan-beige-front34.thumb.jpg');
    expect(keys).toContain('seed/v2/excavator-yellow-front34.thumb.jpg');
    for (const k of keys) {
      const parsed = parseSeedPhotoKey(k);
      expect(parsed?.thumb, k).toBe(true);
      expect(parsed?.angle, k).toBe(shapeAngles(parsed?.shape ?? '')[0]);
    }
  });

  it('serves a pool image that is not on disk yet by rendering it on the first request', async () => {
    const handler = createMediaHandler(dir, { renderMissing: (key) => renderSeedPhoto(dir, key) });
    const server: Server = createServer((req, res) => {
      const key = (req.url ?? '').replace(/^\//, '').split('/');
      void handler(Object.assign(req, { query: { key } }), res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/seed/v2/bus-yellow-side.thumb.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 300 });
      expect(existsSync(path.join(dir, 'seed/v2/bus-yellow-side.thumb.jpg'))).toBe(true);
      expect((await fetch(`${base}/seed/v2/bus-purple-side.jpg`)).status).toBe(404);
      expect((await fetch(`${base}/seed/v2/unknown.jpg`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
