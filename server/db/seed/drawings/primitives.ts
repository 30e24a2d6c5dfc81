/** SVG helpers in side coordinates (x, h): h is up, SVG's y is -h. */

export type Pt = readonly [x: number, h: number];

export const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();

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

/** n vertical strokes from x0, step apart, between h0 and h1 (vents, ribs, louvres). */
export function slats(x0: number, step: number, n: number, h0: number, h1: number, attrs: string): string {
  return Array.from({ length: n }, (_, i) =>
    line(
      [
        [x0 + i * step, h0],
        [x0 + i * step, h1],
      ],
      attrs,
    ),
  ).join('');
}
