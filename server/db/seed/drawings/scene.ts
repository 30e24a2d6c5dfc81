/**
 * A tiny orthographic 3D renderer for the seed drawings. A vehicle is a set of side profiles
 * extruded across its width (body, cabin, box...), wheels (cylinders), rods (round bars) and
 * decals drawn on its side, front and rear planes. A planar face projects by an affine map, so
 * every face (and its decals) is plain SVG under a `matrix(...)`; the faces are painted far to
 * near, shaded by their normal, the sides with a studio reflection gradient.
 * Units: centimetres; x along the vehicle (front = larger x), h up from the ground, z across
 * (0 = the side facing the camera in the side view).
 */
import { shade } from './paint';
import { circle, f1, P, poly, type Pt } from './primitives';
import { rim, type Wheel } from './rim';

export type { Wheel } from './rim';
export { arc, box, circle, line, P, poly, type Pt, slats, withArches } from './primitives';

/** Paint of a face: the body paint, named materials, or any hex colour. */
type Fill = 'paint' | 'glass' | 'trim' | 'tyre' | 'metal' | 'dark' | `#${string}`;

export interface Part {
  pts: readonly Pt[];
  z0: number;
  z1: number;
  fill: Fill;
  /** Fill of the faces along edge i (pts[i] -> pts[i+1]), e.g. glass for a windscreen. */
  edges?: Readonly<Record<number, Fill>>;
  /** Decals on the near side (side coordinates, see the helpers below). */
  side?: string;
  /** Painting order group (lower first); within a group, far before near. */
  layer?: number;
}

/** A part from compact points ("x h, x h, ..."). */
export function part(pts: string, z0: number, z1: number, fill: Fill, layer: number, side?: string): Part {
  return { pts: P(pts), z0, z1, fill, layer, side };
}

interface Rod {
  a: readonly [number, number, number];
  b: readonly [number, number, number];
  width: number;
  fill: Fill;
  layer?: number;
}

export interface Model {
  width: number;
  parts: readonly Part[];
  wheels?: readonly Wheel[];
  rods?: readonly Rod[];
  /** Decals on the plane x = front.x, in (z, h) coordinates. */
  front?: { x: number; svg: string };
  rear?: { x: number; svg: string };
  /** A flat drawing (motorcycles) on the plane z, with its side-coordinate box for framing. */
  flat?: { z: number; svg: string; box: readonly [x0: number, h0: number, x1: number, h1: number] };
  /** A box (length, height) the framing never scales below, so a small car looks smaller than a big one. */
  reference?: readonly [length: number, height: number];
}

export interface View {
  /** Turn in degrees: 0 = side, + shows the front, - shows the rear. */
  theta: number;
  /** Camera elevation in degrees. */
  phi: number;
}

/** Fill for a material under a light factor k (1 = as painted). */
type Shader = (fill: Fill, k: number) => string;

function materials(paint: string): Shader {
  const base: Record<string, string> = {
    paint,
    glass: '#2a3644',
    trim: '#1f2124',
    tyre: '#1b1c1f',
    metal: '#9aa0a8',
    dark: '#2b2d31',
  };
  return (fill, k) => shade(base[fill] ?? fill, k);
}

/** Renders a model seen from `view`, framed into a canvas of w x h; returns defs and the drawing. */
export function renderModel(
  model: Model,
  view: View,
  paint: string,
  frame: { w: number; h: number; fit: number; bottom: number },
): { defs: string; svg: string } {
  const t = (view.theta * Math.PI) / 180;
  const p = (view.phi * Math.PI) / 180;
  const [ct, st, cp, sp] = [Math.cos(t), Math.sin(t), Math.cos(p), Math.sin(p)];
  const cam = [st * cp, sp, -ct * cp] as const;
  const light = normalize([0.3, 0.85, -0.45]);
  const proj = (x: number, h: number, z: number): [number, number] => [
    x * ct + z * st,
    x * st * sp - h * cp - z * ct * sp,
  ];
  const depth = (x: number, h: number, z: number): number => x * cam[0] + h * cam[1] + z * cam[2];
  const planeZ = (z: number): string => `matrix(${[ct, st * sp, 0, cp, z * st, -z * ct * sp].map(f3).join(' ')})`;
  const planeX = (x: number): string => `matrix(${[st, -ct * sp, 0, cp, x * ct, x * st * sp].map(f3).join(' ')})`;
  const fillOf = materials(paint);
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const grow = ([sx, sy]: [number, number]): void => {
    bounds.x0 = Math.min(bounds.x0, sx);
    bounds.x1 = Math.max(bounds.x1, sx);
    bounds.y0 = Math.min(bounds.y0, sy);
    bounds.y1 = Math.max(bounds.y1, sy);
  };
  let defs = '';
  let gradientId = 0;
  const items: { layer: number; depth: number; svg: string }[] = [];
  const nearVisible = ct * cp > 0.02;
  // Front and rear views: the end faces of the body are drawn after the wheels (a bumper hides
  // the tyres behind it); in the other views the near wheels come after the whole body.
  const turned = Math.abs(view.theta) > 60;
  const allX = model.parts.flatMap((part) => part.pts.map(([x]) => x));
  const endX = view.theta > 0 ? Math.max(...allX) : Math.min(...allX);
  const endQuads: string[] = [];

  for (const part of model.parts) {
    const pts = part.pts;
    const ccw = signedArea(pts) > 0;
    const quads: { d: number; svg: string }[] = [];
    let cx = 0;
    let ch = 0;
    pts.forEach(([x, h], i) => {
      cx += x / pts.length;
      ch += h / pts.length;
      const [bx, bh] = pts[(i + 1) % pts.length] ?? [x, h];
      grow(proj(x, h, part.z0));
      grow(proj(x, h, part.z1));
      const len = Math.hypot(bx - x, bh - h);
      if (len < 1e-6) return;
      const n = ccw ? [(bh - h) / len, -(bx - x) / len, 0] : [-(bh - h) / len, (bx - x) / len, 0];
      const facing = (n[0] ?? 0) * cam[0] + (n[1] ?? 0) * cam[1];
      if (facing <= 0.001) return;
      const fill = part.edges?.[i] ?? part.fill;
      const k = 0.62 + 0.55 * Math.max(0, dot(n, light)) + (fill === 'glass' ? 0.1 : 0);
      const q = [proj(x, h, part.z0), proj(bx, bh, part.z0), proj(bx, bh, part.z1), proj(x, h, part.z1)];
      const color = fillOf(fill, k);
      if (turned && (part.layer ?? 0) === 0 && Math.abs(x - endX) < 8 && Math.abs(bx - endX) < 8) {
        endQuads.push(
          `<path d="M${q.map(([a, b]) => `${f1(a)} ${f1(b)}`).join('L')}Z" fill="${color}" stroke="${color}" stroke-width="0.6"/>`,
        );
        return;
      }
      quads.push({
        d: depth((x + bx) / 2, (h + bh) / 2, (part.z0 + part.z1) / 2),
        svg: `<path d="M${q.map(([a, b]) => `${f1(a)} ${f1(b)}`).join('L')}Z" fill="${color}" stroke="${color}" stroke-width="0.6" stroke-linejoin="round"/>${fill === 'glass' ? glint(q) : ''}`,
      });
    });
    quads.sort((a, b) => a.d - b.d);
    let near = '';
    if (nearVisible) {
      const hs = pts.map(([, h]) => h);
      const top = Math.max(...hs);
      const bottom = Math.min(...hs);
      const id = `g${gradientId++}`;
      defs += sideGradient(id, part.fill, fillOf, top, bottom);
      near = `<g transform="${planeZ(part.z0)}">${poly(pts, `fill="url(#${id})"`)}${part.side ?? ''}</g>`;
    }
    items.push({
      layer: part.layer ?? 0,
      depth: depth(cx, ch, (part.z0 + part.z1) / 2),
      svg: quads.map((q) => q.svg).join('') + near,
    });
  }

  for (const wheel of model.wheels ?? []) {
    const h = wheel.h ?? wheel.r;
    const farWheel = wheel.z0 > model.width / 2;
    const steps = 8;
    let svg = '';
    for (let i = steps; i >= 0; i -= 1) {
      const z = wheel.z0 + ((wheel.z1 - wheel.z0) * i) / steps;
      svg += `<g transform="${planeZ(farWheel ? wheel.z1 + wheel.z0 - z : z)}">${circle(wheel.x, h, wheel.r, `fill="${wheel.rim === 'disc' ? '#80868d' : i === 0 ? '#232427' : '#18191b'}"`)}</g>`;
    }
    if (!farWheel && nearVisible) svg += `<g transform="${planeZ(wheel.z0)}">${rim(wheel, h)}</g>`;
    for (const z of [wheel.z0, wheel.z1])
      for (const [dx, dh] of [
        [-1, 0],
        [1, 0],
        [0, 1],
        [0, -1],
      ] as const)
        grow(proj(wheel.x + dx * wheel.r, h + dh * wheel.r, z));
    items.push({ layer: farWheel ? -1 : 10, depth: depth(wheel.x, h, wheel.z0), svg });
  }
  if (endQuads.length > 0) items.push({ layer: 11, depth: 0, svg: endQuads.join('') });

  for (const rod of model.rods ?? []) {
    const a = proj(...rod.a);
    const b = proj(...rod.b);
    grow(a);
    grow(b);
    const color = fillOf(rod.fill, 1);
    // A drawbar or bucket arm sticking out past the end face stays in front of it.
    const xs = [rod.a[0], rod.b[0]];
    const beyond = turned && (view.theta > 0 ? Math.max(...xs) > endX : Math.min(...xs) < endX);
    items.push({
      layer: beyond ? 12 : (rod.layer ?? 5),
      depth: (depth(...rod.a) + depth(...rod.b)) / 2,
      svg: `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${color}" stroke-width="${rod.width}" stroke-linecap="round"/><path d="M${f1(a[0])} ${f1(a[1] - rod.width * 0.2)}L${f1(b[0])} ${f1(b[1] - rod.width * 0.2)}" stroke="${fillOf(rod.fill, 1.35)}" stroke-width="${f1(rod.width * 0.25)}" stroke-linecap="round"/>`,
    });
  }

  if (model.flat) {
    const [x0, h0, x1, h1] = model.flat.box;
    for (const [x, h] of [
      [x0, h0],
      [x1, h0],
      [x0, h1],
      [x1, h1],
    ] as const)
      grow(proj(x, h, model.flat.z));
    items.push({ layer: 3, depth: 0, svg: `<g transform="${planeZ(model.flat.z)}">${model.flat.svg}</g>` });
  }

  items.sort((a, b) => a.layer - b.layer || a.depth - b.depth);
  let body = items.map((i) => i.svg).join('');
  if (model.front && st > 0.05) body += `<g transform="${planeX(model.front.x)}">${model.front.svg}</g>`;
  if (model.rear && st < -0.05) body += `<g transform="${planeX(model.rear.x)}">${model.rear.svg}</g>`;

  // Ground shadow: the footprint, softened by a radial gradient.
  const xs = [
    ...model.parts.flatMap((part) => part.pts.map(([x]) => x)),
    ...(model.wheels ?? []).flatMap((w) => [w.x - w.r, w.x + w.r]),
  ];
  const [x0, x1] = [Math.min(...xs, model.flat?.box[0] ?? Infinity), Math.max(...xs, model.flat?.box[2] ?? -Infinity)];
  // The shadow reaches a little past the footprint (less for small parts).
  const pad = Math.min(25, (x1 - x0) * 0.08);
  const zPad = Math.min(20, model.width * 0.1);
  const [fx0, fx1] = [x0 - pad, x1 + pad];
  const foot = [
    proj(fx0, 0, -zPad),
    proj(fx1, 0, -zPad),
    proj(fx1, 0, model.width + zPad),
    proj(fx0, 0, model.width + zPad),
  ];
  defs += `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.7" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const shadow = `<path d="M${foot.map(([a, b]) => `${f1(a)} ${f1(b)}`).join('L')}Z" fill="url(#shadow)"/>`;

  const w = bounds.x1 - bounds.x0;
  const hgt = bounds.y1 - bounds.y0;
  let [refW, refH] = [w, hgt];
  // Turned views (front, rear) fill the frame; the others keep the vehicles' relative sizes.
  if (model.reference && Math.abs(view.theta) < 60) {
    const [length, height] = model.reference;
    const corners = [0, length].flatMap((x) => [0, height].flatMap((h) => [0, model.width].map((z) => proj(x, h, z))));
    refW = Math.max(w, Math.max(...corners.map(([a]) => a)) - Math.min(...corners.map(([a]) => a)));
    refH = Math.max(hgt, Math.max(...corners.map(([, b]) => b)) - Math.min(...corners.map(([, b]) => b)));
  }
  const k = Math.min((frame.w * frame.fit) / refW, (frame.h * 0.62) / refH);
  const tx = frame.w / 2 - ((bounds.x0 + bounds.x1) / 2) * k;
  const ty = frame.bottom - bounds.y1 * k;
  return { defs, svg: `<g transform="translate(${f1(tx)} ${f1(ty)}) scale(${f3(k)})">${shadow}${body}</g>` };
}

/** A diagonal reflection across a glass face (windscreen, rear window). */
function glint(q: readonly (readonly [number, number])[]): string {
  const [q0, q1, q2, q3] = q;
  if (!q0 || !q1 || !q2 || !q3) return '';
  const along = (a: readonly [number, number], b: readonly [number, number], t: number): string =>
    `${f1(a[0] + (b[0] - a[0]) * t)} ${f1(a[1] + (b[1] - a[1]) * t)}`;
  return `<path d="M${along(q0, q3, 0.18)}L${along(q1, q2, 0.34)}L${along(q1, q2, 0.5)}L${along(q0, q3, 0.3)}Z" fill="#fff" fill-opacity="0.13"/>`;
}

function sideGradient(id: string, fill: Fill, fillOf: Shader, top: number, bottom: number): string {
  const stops: [number, number][] =
    fill === 'glass'
      ? [
          [0, 1.5],
          [0.5, 1.15],
          [1, 0.8],
        ]
      : [
          [0, 1.28],
          [0.4, 1.1],
          [0.47, 1.02],
          [0.53, 0.86],
          [1, 0.6],
        ];
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(-top)}" x2="0" y2="${f1(-bottom)}">${stops.map(([o, k]) => `<stop offset="${o}" stop-color="${fillOf(fill, k)}"/>`).join('')}</linearGradient>`;
}

/** Gradients shared by every drawing (rims, glass). */
export const SHARED_DEFS = `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#a3a9b1"/><stop offset="1" stop-color="#6b7077"/></linearGradient><linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#6f8397"/><stop offset="0.45" stop-color="#34414f"/><stop offset="1" stop-color="#1b232c"/></linearGradient><linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#9ba1a8"/><stop offset="1" stop-color="#e1e5e9"/></linearGradient>`;

function signedArea(pts: readonly Pt[]): number {
  let a = 0;
  pts.forEach(([x, h], i) => {
    const [bx, bh] = pts[(i + 1) % pts.length] ?? [x, h];
    a += x * bh - bx * h;
  });
  return a / 2;
}
function dot(a: readonly number[], b: readonly number[]): number {
  return a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0);
}
function normalize(v: readonly number[]): number[] {
  const l = Math.hypot(...v);
  return v.map((c) => c / l);
}
function f3(n: number): string {
  return (Math.round(n * 1000) / 1000).toString();
}
