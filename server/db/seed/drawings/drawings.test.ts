import sharp from 'sharp';
import { PAINT } from './paint';
import { drawSeedPhoto, SEED_SHAPES, shapeAngles, shapeColor, shapeColors } from './index';

/** Mean R, G, B of the middle of an image, between the wheels of a side view. */
async function middleColour(svg: string): Promise<[number, number, number]> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(160, 120)
    .extract({ left: 58, top: 74, width: 46, height: 12 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 1) sum[i % 3] = (sum[i % 3] ?? 0) + (data[i] ?? 0);
  const n = info.width * info.height;
  return [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
}

describe('seed drawings', () => {
  it('draws every shape from each of its angles as SVG that sharp rasterises, with no text', async () => {
    for (const shape of SEED_SHAPES) {
      const color = shapeColors(shape)[0] ?? '';
      for (const angle of shapeAngles(shape)) {
        const svg = drawSeedPhoto(shape, color, angle);
        expect(svg, `${shape} ${angle}`).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1280" height="960"/,
        );
        expect(svg).not.toMatch(/<text|<tspan|font-family|NaN|Infinity|undefined/);
      }
    }
    // Rasterise a sample (one angle per shape, rotating through the angles) at thumbnail size.
    const sample = SEED_SHAPES.map((shape, i) => {
      const angles = shapeAngles(shape);
      return drawSeedPhoto(shape, shapeColors(shape)[0] ?? '', angles[i % angles.length] ?? '') ?? '';
    });
    for (const svg of sample) {
      const { data, info } = await sharp(Buffer.from(svg)).resize(80, 60).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([80, 60]);
      // Not a flat background: the drawing adds contrast.
      const stats = await sharp(data, { raw: info }).stats();
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(12);
    }
  });

  it('paints the body in the advert colour', async () => {
    const [rr, , rb] = await middleColour(drawSeedPhoto('sedan', 'red', 'side') ?? '');
    const [br, , bb] = await middleColour(drawSeedPhoto('sedan', 'blue', 'side') ?? '');
    expect(rr).toBeGreaterThan(rb + 40);
    expect(bb).toBeGreaterThan(br + 40);
    const [yr, yg, yb] = await middleColour(drawSeedPhoto('van', 'yellow', 'side') ?? '');
    expect(Math.min(yr, yg)).toBeGreaterThan(yb + 40);
  });

  it('keeps an advert colour for road vehicles and its own colour for machines and parts', () => {
    expect(Object.keys(PAINT)).toEqual([
      'white',
      'black',
      'grey',
      'silver',
      'blue',
      'red',
      'green',
      'brown',
      'beige',
      'yellow',
      'orange',
    ]);
    expect(shapeColor('suv', 'brown')).toBe('brown');
    expect(shapeColor('suv', null)).toBe('silver');
    expect(shapeColor('tractor', null)).toBe('green');
    expect(shapeColor('part_engine', 'red')).toBe('natural');
    expect(drawSeedPhoto('sedan', 'purple', 'side')).toBeNull();
    expect(drawSeedPhoto('sedan', 'red', 'upside-down')).toBeNull();
    expect(drawSeedPhoto('tractor', 'green', 'dashboard')).toBeNull();
  });
});
