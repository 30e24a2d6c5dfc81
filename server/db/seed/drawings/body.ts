/**
 * Road-vehicle bodies from a few numbers: a lower body (top contour + sills with wheel arches),
 * a cabin (greenhouse) with glass edges and side windows split by pillars, door lines, lights
 * on the side, front and rear planes. Cars, vans, trucks and buses are all built with it.
 */
import type { BodySpec } from './body-spec';
import { frontFace, rearFace } from './faces';
import { box, line, type Model, type Part, poly, type Pt, type Wheel, withArches } from './scene';

export type { BodySpec };

const INK = 'stroke="#000" stroke-opacity="0.28" stroke-width="1.4"';

/** Points where the vertical line x crosses a polygon: [lowest h, highest h]. */
function spanAt(pts: readonly Pt[], x: number): [number, number] | null {
  const hs: number[] = [];
  pts.forEach(([ax, ah], i) => {
    const [bx, bh] = pts[(i + 1) % pts.length] ?? [ax, ah];
    if ((ax <= x && x <= bx) || (bx <= x && x <= ax)) {
      if (ax === bx) hs.push(ah, bh);
      else hs.push(ah + ((bh - ah) * (x - ax)) / (bx - ax));
    }
  });
  return hs.length < 2 ? null : [Math.min(...hs), Math.max(...hs)];
}

/** A convex polygon moved inwards by d. */
export function inset(pts: readonly Pt[], d: number): Pt[] {
  const n = pts.length;
  const area = pts.reduce((s, [x, h], i) => {
    const [bx, bh] = pts[(i + 1) % n] ?? [x, h];
    return s + x * bh - bx * h;
  }, 0);
  const sign = area > 0 ? 1 : -1;
  const lines = pts.map(([x, h], i) => {
    const [bx, bh] = pts[(i + 1) % n] ?? [x, h];
    const len = Math.hypot(bx - x, bh - h) || 1;
    const nx = (-(bh - h) / len) * sign;
    const nh = ((bx - x) / len) * sign;
    return [x + nx * d, h + nh * d, bx - x, bh - h] as const;
  });
  return lines.map((l, i) => {
    const prev = lines[(i - 1 + n) % n] ?? l;
    const [px, ph, pdx, pdh] = prev;
    const [qx, qh, qdx, qdh] = l;
    const den = pdx * qdh - pdh * qdx;
    if (Math.abs(den) < 1e-9) return [qx, qh] as const;
    const t = ((qx - px) * qdh - (qh - ph) * qdx) / den;
    return [px + pdx * t, ph + pdh * t] as const;
  });
}

export function buildBody(spec: BodySpec): Model {
  const { width: W, wheelR: r, sill } = spec;
  const outline = withArches(
    spec.lower,
    sill,
    (spec.arches ?? spec.axles).map((x) => [x, r] as const),
  );
  const xs = spec.lower.map(([x]) => x);
  const [rearX, frontX] = [Math.min(...xs), Math.max(...xs)];
  const ins = spec.inset ?? 12;

  // Side decals of the lower body: crease, door lines, handles, lamps wrapping round the corners.
  let side = line(
    [
      [rearX + 8, spec.belt - 8],
      [frontX - 10, spec.belt - 10],
    ],
    'stroke="#fff" stroke-opacity="0.28" stroke-width="2"',
  );
  for (const x of spec.doors ?? []) {
    const span = spanAt(outline, x);
    if (span)
      side += line(
        [
          [x, span[0] + 2],
          [x, span[1] - 2],
        ],
        INK,
      );
  }
  (spec.doors ?? []).slice(0, -1).forEach((x, i) => {
    const next = spec.doors?.[i + 1] ?? x;
    side += box(next - 28, spec.belt - 14, next - 12, spec.belt - 10, 'fill="#000" fill-opacity="0.35"', 2);
  });
  side += box(rearX + 30, sill, frontX - 30, sill + 5, 'fill="#000" fill-opacity="0.25"');
  if (spec.grille !== 'none')
    side += poly(
      [
        [frontX - 2, spec.lamps.h + spec.lamps.size * 0.4],
        [frontX - 40, spec.lamps.h + spec.lamps.size * 0.35],
        [frontX - 30, spec.lamps.h - spec.lamps.size * 0.25],
        [frontX - 2, spec.lamps.h - spec.lamps.size * 0.3],
      ],
      'fill="#dfe6ee" stroke="#596270" stroke-width="1.5"',
    );
  if (spec.rearX === undefined)
    side += poly(
      [
        [rearX + 1, spec.lamps.rearH + 10],
        [rearX + 26, spec.lamps.rearH + 9],
        [rearX + 20, spec.lamps.rearH - 4],
        [rearX + 1, spec.lamps.rearH - 5],
      ],
      'fill="#b3121a" stroke="#5a0a0e" stroke-width="1.2"',
    );

  if (spec.cladding) {
    side += box(rearX + 6, sill, frontX - 6, sill + 16, 'fill="#202226"');
    for (const x of spec.axles)
      side += `<path d="M${x - r * 1.22} ${-sill}A${r * 1.22} ${r * 1.22} 0 0 1 ${x + r * 1.22} ${-sill}" fill="none" stroke="#202226" stroke-width="${r * 0.22}"/>`;
  }
  const parts: Part[] = [{ pts: outline, z0: 0, z1: W, fill: 'paint', side, layer: 0 }];
  if (spec.cabin) {
    const windows = spec.windows ?? [inset(spec.cabin, 6)];
    let cabinSide = windows.map((w) => poly(w, 'fill="url(#glass)" stroke="#15181c" stroke-width="2"')).join('');
    // A light reflection streak across the glass.
    for (const w of windows) {
      const wx = w.map(([x]) => x);
      const [a, b] = [Math.min(...wx), Math.max(...wx)];
      const span = spanAt(w, a + (b - a) * 0.55);
      if (span)
        cabinSide += poly(
          [
            [a + (b - a) * 0.35, span[1] - 2],
            [a + (b - a) * 0.5, span[1] - 2],
            [a + (b - a) * 0.3, span[0] + 2],
            [a + (b - a) * 0.15, span[0] + 2],
          ],
          'fill="#fff" fill-opacity="0.12"',
        );
    }
    for (const x of spec.pillars ?? []) {
      const span = windows.map((w) => spanAt(w, x)).find((s) => s !== null);
      if (span) cabinSide += box(x - 5, span[0] - 1, x + 5, span[1] + 1, 'fill="#16181b"');
    }
    // Mirror at the base of the windscreen.
    const front = spec.cabin[spec.cabin.length - 1] ?? [frontX, spec.belt];
    cabinSide += poly(
      [
        [front[0] - 22, front[1] + 2],
        [front[0] - 4, front[1] + 4],
        [front[0] - 8, front[1] + 18],
        [front[0] - 26, front[1] + 15],
      ],
      'fill="#000" fill-opacity="0.55"',
    );
    const edges: Record<number, 'glass'> = {};
    for (const i of spec.glass ?? []) edges[i] = 'glass';
    parts.push({ pts: spec.cabin, z0: ins, z1: W - ins, fill: 'paint', edges, side: cabinSide, layer: 1 });
  }
  parts.push(...(spec.extra ?? []));

  const wheels: Wheel[] = spec.axles.flatMap((x) => [
    { x, r, z0: 4, z1: Math.min(W / 2 - 10, spec.tyre ?? r * 0.75), rim: spec.rim },
    { x, r, z0: W - Math.min(W / 2 - 10, spec.tyre ?? r * 0.75), z1: W - 4, rim: spec.rim },
  ]);
  const roof = spec.cabin ? Math.max(...spec.cabin.map(([, h]) => h)) : 0;
  const rails =
    spec.cladding && spec.cabin
      ? [ins + 14, W - ins - 14].map((z) => ({
          a: [40, roof + 5, z] as const,
          b: [290, roof + 5, z] as const,
          width: 5,
          fill: 'trim' as const,
          layer: 4,
        }))
      : [];
  return {
    width: W,
    parts,
    wheels,
    rods: rails,
    reference: spec.reference,
    front: { x: frontX + 0.5, svg: frontFace(spec, W) },
    rear: { x: (spec.rearX ?? rearX) - 0.5, svg: rearFace(spec, W) },
  };
}
