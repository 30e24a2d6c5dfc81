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

export type Pt = readonly [x: number, h: number];

/** Paint of a face: the body paint, named materials, or any hex colour. */
export type Fill = 'paint' | 'glass' | 'trim' | 'tyre' | 'metal' | 'dark' | `#${string}`;

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

export interface Wheel {
  x: number;
  r: number;
  z0: number;
  z1: number;
  /** Centre height (default r). */
  h?: number;
  rim?: 'alloy' | 'steel' | 'truck' | 'tractor' | 'disc';
}

export interface Rod {
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

// ---- SVG helpers in side coordinates (x, h): h is up, SVG's y is -h. ----
const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Points from "x h, x h, ..." (compact geometry that formatting keeps on one line). */
export function P(points: string): Pt[] {
  return points.split(',').map((pair) => {
    const [x = 0, h = 0] = pair.trim().split(/\s+/).map(Number);
    return [x, h] as const;
  });
}

/** A closed path through points. */
export function poly(pts: readonly Pt[], attrs: string): string {
  return `<path d="M${pts.map(([x, h]) => `${f1(x)} ${f1(-h)}`).join('L')}Z" ${attrs}/>`;
}
/** An open path through points. */
export function line(pts: readonly Pt[], attrs: string): string {
  return `<path d="M${pts.map(([x, h]) => `${f1(x)} ${f1(-h)}`).join('L')}" fill="none" ${attrs}/>`;
}
export function circle(x: number, h: number, r: number, attrs: string): string {
  return `<circle cx="${f1(x)}" cy="${f1(-h)}" r="${f1(r)}" ${attrs}/>`;
}
export function ellipse(x: number, h: number, rx: number, rh: number, attrs: string): string {
  return `<ellipse cx="${f1(x)}" cy="${f1(-h)}" rx="${f1(rx)}" ry="${f1(rh)}" ${attrs}/>`;
}
/** Rectangle between (x0, h0) and (x1, h1). */
export function box(x0: number, h0: number, x1: number, h1: number, attrs: string, r = 0): string {
  return `<rect x="${f1(Math.min(x0, x1))}" y="${f1(-Math.max(h0, h1))}" width="${f1(Math.abs(x1 - x0))}" height="${f1(Math.abs(h1 - h0))}" rx="${r}" ${attrs}/>`;
}
/** Points of an arc (degrees, counter-clockwise from +x). */
export function arc(cx: number, ch: number, r: number, from: number, to: number, steps = 10): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + r * Math.cos(a), ch + r * Math.sin(a)] as const;
  });
}

/** Body outline from the top contour (rear bottom -> over the top -> front bottom), closing along the sills with wheel arches ([x, wheel radius]). */
export function withArches(
  top: readonly Pt[],
  sill: number,
  arches: readonly (readonly [x: number, r: number])[],
): Pt[] {
  const bottom: Pt[] = [];
  for (const [x, r] of [...arches].sort((a, b) => b[0] - a[0])) {
    const radius = r * 1.12;
    const dx = Math.sqrt(Math.max(0, radius * radius - (r - sill) ** 2));
    const a0 = (Math.atan2(sill - r, dx) * 180) / Math.PI;
    bottom.push(...arc(x, r, radius, a0, 180 - a0, 16));
  }
  return [...top, ...bottom];
}

/** Fill for a material under a light factor k (1 = as painted). */
export type Shader = (fill: Fill, k: number) => string;

export function materials(paint: string): Shader {
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
      quads.push({
        d: depth((x + bx) / 2, (h + bh) / 2, (part.z0 + part.z1) / 2),
        svg: `<path d="M${q.map(([a, b]) => `${f1(a)} ${f1(b)}`).join('L')}Z" fill="${color}" stroke="${color}" stroke-width="0.6" stroke-linejoin="round"/>`,
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

  const wheelsFirst = Math.abs(view.theta) > 60;
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
    items.push({ layer: farWheel || wheelsFirst ? -1 : 10, depth: depth(wheel.x, h, wheel.z0), svg });
  }

  for (const rod of model.rods ?? []) {
    const a = proj(...rod.a);
    const b = proj(...rod.b);
    grow(a);
    grow(b);
    const color = fillOf(rod.fill, 1);
    items.push({
      layer: rod.layer ?? 5,
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
  const [fx0, fx1] = [
    Math.min(...xs, model.flat?.box[0] ?? Infinity) - 25,
    Math.max(...xs, model.flat?.box[2] ?? -Infinity) + 25,
  ];
  const foot = [proj(fx0, 0, -20), proj(fx1, 0, -20), proj(fx1, 0, model.width + 20), proj(fx0, 0, model.width + 20)];
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

function rim(wheel: Wheel, h: number): string {
  const { x, r } = wheel;
  const style = wheel.rim ?? 'alloy';
  let svg =
    circle(x, h, r * 0.97, 'fill="#26272a"') +
    circle(x, h, r * 0.93, 'fill="none" stroke="#323438" stroke-width="1.5"');
  if (style === 'tractor') {
    // Lugs of an agricultural tyre, then a yellow/orange steel wheel centre.
    svg += circle(
      x,
      h,
      r * 0.985,
      `fill="none" stroke="#111" stroke-width="${f1(r * 0.09)}" stroke-dasharray="${f1(r * 0.16)} ${f1(r * 0.12)}"`,
    );
    svg +=
      circle(x, h, r * 0.6, 'fill="#d9a514"') +
      circle(x, h, r * 0.48, 'fill="#b88a0e"') +
      circle(x, h, r * 0.2, 'fill="#e6b52a" stroke="#8a6a0a" stroke-width="2"');
    return svg;
  }
  if (style === 'disc') {
    // A brake disc: drilled friction ring around a darker hat with its bolt holes.
    svg =
      `<circle cx="${f1(x)}" cy="${f1(-h)}" r="${f1(r)}" fill="url(#rim)"/>` +
      circle(x, h, r * 0.98, 'fill="none" stroke="#5f646b" stroke-width="0.6"');
    for (let i = 0; i < 24; i += 1) {
      const a = (i * 15 * Math.PI) / 180;
      const d = r * (i % 2 === 0 ? 0.7 : 0.82);
      svg += circle(x + Math.cos(a) * d, h + Math.sin(a) * d, r * 0.035, 'fill="#3a3d42"');
    }
    svg +=
      circle(x, h, r * 0.48, 'fill="#7d838a" stroke="#55595f" stroke-width="0.8"') +
      circle(x, h, r * 0.18, 'fill="#2f3236"');
    for (let i = 0; i < 5; i += 1) {
      const a = ((i * 72 + 18) * Math.PI) / 180;
      svg += circle(x + Math.cos(a) * r * 0.32, h + Math.sin(a) * r * 0.32, r * 0.05, 'fill="#2f3236"');
    }
    return svg;
  }
  const rr = style === 'truck' ? r * 0.58 : r * 0.66;
  svg += `<circle cx="${f1(x)}" cy="${f1(-h)}" r="${f1(rr)}" fill="url(#rim)"/>`;
  if (style === 'alloy') {
    svg += circle(x, h, rr * 0.9, 'fill="#34373c"');
    for (let i = 0; i < 5; i += 1)
      svg += `<path d="M${f1(x - rr * 0.1)} ${f1(-h)}L${f1(x - rr * 0.17)} ${f1(-h - rr * 0.9)}L${f1(x + rr * 0.17)} ${f1(-h - rr * 0.9)}L${f1(x + rr * 0.1)} ${f1(-h)}Z" fill="url(#rim)" transform="rotate(${i * 72 + 10} ${f1(x)} ${f1(-h)})"/>`;
  } else {
    svg += circle(x, h, rr * 0.75, 'fill="none" stroke="#7b8088" stroke-width="2"');
    for (let i = 0; i < (style === 'truck' ? 10 : 6); i += 1) {
      const a = ((i * 360) / (style === 'truck' ? 10 : 6)) * (Math.PI / 180);
      svg += circle(x + Math.cos(a) * rr * 0.55, h + Math.sin(a) * rr * 0.55, rr * 0.09, 'fill="#55595f"');
    }
  }
  return svg + circle(x, h, rr * 0.22, 'fill="#c9ced4" stroke="#6f747b" stroke-width="1.5"');
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
