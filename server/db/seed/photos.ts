/**
 * The seed's photo pool: a few generated JPEGs per category (gradient, a simple vehicle
 * silhouette and a caption), full size and thumbnail, under UPLOAD_DIR/seed/. Adverts point
 * into this pool, so a million adverts need no more than these files.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { thumbnailKey } from '@/server/services/media-urls';
import { CATEGORY_TREE } from './categories-data';

/** Images per category in the pool. */
export const PHOTOS_PER_CATEGORY = 9;
export const PHOTO_WIDTH = 1280;
export const PHOTO_HEIGHT = 960;
export const THUMB_WIDTH = 400;
export const THUMB_HEIGHT = 300;

const LABELS: Record<string, string> = {
  autoturisme: 'Autoturisme',
  autoutilitare: 'Autoutilitare',
  motociclete: 'Motociclete',
  camioane: 'Camioane',
  piese: 'Piese',
  remorci: 'Remorci',
  'utilaje-agricole': 'Utilaje agricole',
  'utilaje-constructii': 'Utilaje construcții',
};
const PALETTE: readonly (readonly [string, string])[] = [
  ['#3A77FF', '#142355'],
  ['#23E5DB', '#02282C'],
  ['#FF5636', '#5A1A0E'],
  ['#FFCE32', '#7A5A00'],
  ['#8E9AAF', '#2B2D42'],
  ['#6FCF97', '#1B4332'],
  ['#BB6BD9', '#3C1053'],
  ['#F2994A', '#4A2511'],
  ['#56CCF2', '#0B3C5D'],
];

// Silhouettes drawn in a 800x400 box, white with a soft shadow.
const WHEEL = (x: number, y: number, r: number): string =>
  `<circle cx="${x}" cy="${y}" r="${r}"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#cfd6e4"/>`;
const SHAPES: Record<string, string> = {
  autoturisme: `<path d="M60 300 L90 220 Q110 200 160 195 L260 130 Q290 110 340 110 L520 110 Q570 112 610 150 L680 200 Q740 210 750 240 L760 300 Z"/>${WHEEL(200, 300, 55)}${WHEEL(620, 300, 55)}`,
  autoutilitare: `<path d="M60 310 L60 120 Q60 90 90 90 L560 90 Q600 90 630 130 L720 220 Q750 240 750 270 L750 310 Z"/>${WHEEL(190, 310, 50)}${WHEEL(610, 310, 50)}`,
  motociclete: `<path d="M240 250 L360 160 L470 160 L520 110 L560 120 L520 180 L600 250 L540 260 L470 210 L360 230 Z"/>${WHEEL(230, 290, 70)}${WHEEL(590, 290, 70)}`,
  camioane: `<path d="M40 300 L40 90 L470 90 L470 300 Z M490 300 L490 150 Q490 120 520 120 L640 120 Q680 125 700 170 L740 230 L740 300 Z"/>${WHEEL(120, 310, 45)}${WHEEL(380, 310, 45)}${WHEEL(640, 310, 45)}`,
  remorci: `<path d="M120 280 L120 100 L700 100 L700 280 Z M20 255 L120 255 L120 270 L20 270 Z"/>${WHEEL(470, 300, 45)}${WHEEL(580, 300, 45)}`,
  'utilaje-agricole': `<path d="M200 260 L200 170 L330 170 L360 70 L520 70 L540 170 L700 190 L720 260 Z"/>${WHEEL(600, 290, 60)}${WHEEL(300, 270, 105)}`,
  'utilaje-constructii': `<path d="M80 320 Q80 270 130 270 L520 270 Q570 270 570 320 Q570 360 520 360 L130 360 Q80 360 80 320 Z M150 260 L150 140 L330 140 L360 260 Z M330 170 L560 60 L720 170 L690 200 L560 120 L350 220 Z M680 180 L760 260 L660 270 Z"/>`,
  piese: `<circle cx="400" cy="200" r="170"/><circle cx="400" cy="200" r="70" fill="#cfd6e4"/>${Array.from({ length: 8 }, (_, i) => `<rect x="385" y="0" width="30" height="60" transform="rotate(${i * 45} 400 200)"/>`).join('')}`,
};

function svg(slug: string, index: number): string {
  const [from, to] = PALETTE[index % PALETTE.length] ?? ['#3A77FF', '#142355'];
  const shape = SHAPES[slug] ?? SHAPES.piese ?? '';
  const angle = (index * 37) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <ellipse cx="640" cy="668" rx="440" ry="34" fill="#000" opacity="0.25"/>
  <g transform="translate(240 300)" fill="#ffffff" opacity="0.92">${shape}</g>
  <text x="60" y="110" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">Volan</text>
  <text x="60" y="880" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="48" fill="#ffffff" opacity="0.9">${LABELS[slug] ?? slug} · foto ${index + 1}</text>
</svg>`;
}

/** Storage key of pool image `index` (0-based) of a category. */
export function poolKey(categorySlug: string, index: number): string {
  return `seed/${categorySlug}-${String((index % PHOTOS_PER_CATEGORY) + 1).padStart(2, '0')}.jpg`;
}

/** Writes the missing pool images (full and thumbnail); returns how many files were written. */
export async function ensureSeedPhotos(uploadDir: string): Promise<number> {
  mkdirSync(path.join(uploadDir, 'seed'), { recursive: true });
  let written = 0;
  // One category at a time, its images in parallel: libvips uses the cores without flooding memory.
  for (const { slug } of CATEGORY_TREE) {
    await Promise.all(
      Array.from({ length: PHOTOS_PER_CATEGORY }, async (_, index) => {
        const key = poolKey(slug, index);
        const full = path.join(uploadDir, key);
        const thumb = path.join(uploadDir, thumbnailKey(key));
        if (existsSync(full) && existsSync(thumb)) return;
        const image = sharp(Buffer.from(svg(slug, index))).jpeg({ quality: 82 });
        await image.clone().toFile(full);
        await image.clone().resize(THUMB_WIDTH, THUMB_HEIGHT).jpeg({ quality: 78 }).toFile(thumb);
        written += 2;
      }),
    );
  }
  return written;
}
