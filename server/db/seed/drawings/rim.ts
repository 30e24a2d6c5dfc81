/** Wheel faces: tyre sidewall and the rim (alloy, steel, truck, tractor) or a brake disc. */
import { circle, f1 } from './primitives';

export interface Wheel {
  x: number;
  r: number;
  z0: number;
  z1: number;
  /** Centre height (default r). */
  h?: number;
  rim?: 'alloy' | 'steel' | 'truck' | 'tractor' | 'disc';
}

/** The outer face of a wheel, in side coordinates; h is the centre height. */
export function rim(wheel: Wheel, h: number): string {
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
