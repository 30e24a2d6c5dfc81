/**
 * `npm run bench:posting [-- --samples N]`: what a posting photo costs the server
 * (server/services/posting-photos-images.ts; docs/posting-photos.md). Generates 12-megapixel
 * photos (4000x3000 JPEG from noise over gradients, so they compress like photos: ~3-5 MB, with
 * EXIF orientation and a GPS position as a phone writes them), then times, one after the other:
 * - upload processing: content check, decode, orientation, cleaned source, web image and thumbnail;
 * - a rotation and a crop: new web sizes rendered from the stored source;
 * and samples the process's RSS and JS heap every 10 ms. Prints mean and p95 per operation and
 * the memory peaks.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { cleanUpload, renderFromSource } from '@/server/services/posting-photos-images';

function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? '') : undefined;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** A 4000x3000 JPEG: gaussian noise blended over a coloured gradient with a few shapes, as a phone saves it. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const hue = (seed * 47) % 360;
  // Drawn at a quarter size and enlarged: the shapes stay smooth, librsvg is spared 12 MP.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${String(hue)},60%,70%)"/><stop offset="1" stop-color="hsl(${String((hue + 120) % 360)},50%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${String(300 + seed * 10)}" cy="450" rx="225" ry="105" fill="hsl(${String((hue + 200) % 360)},70%,40%)"/>
    <rect x="575" y="225" width="300" height="200" rx="30" fill="hsl(${String((hue + 60) % 360)},40%,60%)"/>
  </svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .raw()
    .toBuffer();
  const base = await sharp(Buffer.from(svg))
    .resize(width, height)
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '26/1 6/1 0/1' },
    })
    .toBuffer();
}

async function timed<T>(work: () => Promise<T>, into: number[]): Promise<T> {
  const started = performance.now();
  const result = await work();
  into.push(performance.now() - started);
  return result;
}

async function main(): Promise<void> {
  const samples = Number(option('samples') ?? 12);
  let started = performance.now();
  const photos = await Promise.all(Array.from({ length: Math.min(samples, 4) }, (_, i) => phonePhoto(i)));
  const sizes = photos.map((p) => p.byteLength).sort((a, b) => a - b);
  console.info(
    `generated ${String(photos.length)} distinct 4000x3000 JPEGs in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${(sizes[0]! / 1e6).toFixed(1)}-${(sizes.at(-1)! / 1e6).toFixed(1)} MB)`,
  );
  // Warm-up: libvips loads its codecs on first use.
  await cleanUpload(photos[0]!);
  global.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heap: baseline.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 10);
  const upload: number[] = [];
  const rotate: number[] = [];
  const crop: number[] = [];
  started = performance.now();
  for (let i = 0; i < samples; i += 1) {
    const cleaned = await timed(() => cleanUpload(photos[i % photos.length]!), upload);
    await timed(() => renderFromSource(cleaned.source, 1, null), rotate);
    await timed(() => renderFromSource(cleaned.source, 0, { x: 0.1, y: 0.1, width: 0.6, height: 0.6 }), crop);
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  const rows = [
    ['upload (check, decode, orient, source, web, thumb)', upload],
    ['rotate (render from the source)', rotate],
    ['crop (render from the source)', crop],
  ] as const;
  console.info(
    `\n${String(samples)} photos of 12 MP, one at a time, sharp ${sharp.versions.sharp ?? ''} / libvips ${sharp.versions.vips}, ${String(sharp.concurrency())} libvips threads`,
  );
  console.info('operation                                           mean ms   p95 ms');
  for (const [name, list] of rows) {
    const sorted = [...list].sort((a, b) => a - b);
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    console.info(`${name.padEnd(50)} ${mean.toFixed(0).padStart(8)} ${percentile(sorted, 95).toFixed(0).padStart(8)}`);
  }
  console.info(`\nwall time ${(total / 1000).toFixed(1)} s`);
  console.info(
    `memory: RSS baseline ${mb(baseline.rss)} MB, peak ${mb(peak.rss)} MB (+${mb(peak.rss - baseline.rss)} MB); ` +
      `JS heap baseline ${mb(baseline.heapUsed)} MB, peak ${mb(peak.heap)} MB`,
  );
}

void main();
