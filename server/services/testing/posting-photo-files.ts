/**
 * Test images for the posting photos (real JPEG and PNG bytes made with sharp): a phone photo with
 * EXIF orientation 6 and a GPS position, a plain PNG, an .exe renamed .jpg, a truncated JPEG; and
 * a draft row for a seeded account (the posting service creates drafts; tests insert one).
 */
import sharp from 'sharp';
import type { Db } from '@/server/db/client';
import { advertDrafts } from '@/server/db/schema/posting';

/** A noisy gradient, so the JPEG compresses like a photo and not like a flat colour. */
export async function photoBytes(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 7;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 48;
      const i = (y * width + x) * channels;
      pixels[i] = Math.min(255, Math.round((x / width) * 200) + noise);
      pixels[i + 1] = Math.min(255, Math.round((y / height) * 180) + noise);
      pixels[i + 2] = Math.min(255, 90 + noise);
    }
  const image = sharp(pixels, { raw: { width, height, channels } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 88 }).toBuffer();
}

/** A phone's JPEG: stored landscape with EXIF orientation 6 (shown portrait) and a GPS position (Bucharest). */
export async function phoneJpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp(await photoBytes(width, height))
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Volan', Model: 'Test phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 0/1' },
    })
    .toBuffer();
}

/** True when the EXIF block holds a GPS directory (tag 0x8825, either byte order). */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

/** A Windows program's first bytes ('MZ'), named like a photo. */
export const EXE_BYTES = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

/** The first half of a real JPEG: right first bytes, missing its end. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photoBytes(640, 480);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A File as a multipart part arrives at a resolver. */
export const fileOf = (bytes: Uint8Array, name: string, type = 'image/jpeg'): File =>
  new File([new Uint8Array(bytes)], name, { type });

/** A new-advert draft of `userId` in autoturisme (29); returns its id. */
export async function insertDraft(db: Db, userId: string): Promise<string> {
  const [row] = await db.insert(advertDrafts).values({ userId, categoryId: 29 }).returning({ id: advertDrafts.id });
  return row!.id;
}
