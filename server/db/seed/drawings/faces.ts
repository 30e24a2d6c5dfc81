/** Front and rear faces of road vehicles, in (z, h) coordinates on the front and rear planes. */
import type { BodySpec } from './body-spec';
import { box, circle, line, poly } from './primitives';

export function frontFace(spec: BodySpec, W: number): string {
  const { h, size } = spec.lamps;
  const style = spec.grille ?? 'car';
  const lampW = style === 'car' ? W * 0.2 : W * 0.16;
  let svg = '';
  if (spec.windscreen) {
    const [a, b] = spec.windscreen;
    svg += box(W * 0.04, a, W * 0.96, b, 'fill="url(#glass)" stroke="#111" stroke-width="4"', 8);
    svg += poly(
      [
        [W * 0.2, b - 4],
        [W * 0.34, b - 4],
        [W * 0.2, a + 4],
        [W * 0.08, a + 4],
      ],
      'fill="#fff" fill-opacity="0.12"',
    );
  }
  if (style === 'none') return svg;
  if (style === 'car') {
    svg += box(
      W * 0.3,
      h - size * 0.55,
      W * 0.7,
      h + size * 0.35,
      'fill="#141518" stroke="#7d838b" stroke-width="2"',
      6,
    );
    for (let i = 1; i < 4; i += 1)
      svg += line(
        [
          [W * 0.31, h - size * 0.55 + (size * 0.9 * i) / 4],
          [W * 0.69, h - size * 0.55 + (size * 0.9 * i) / 4],
        ],
        'stroke="#3a3d42" stroke-width="2"',
      );
    svg += box(W * 0.25, spec.sill + 4, W * 0.75, spec.sill + 16, 'fill="#141518"', 5);
    svg += box(
      W * 0.4,
      spec.sill + 20,
      W * 0.6,
      spec.sill + 32,
      'fill="#f2f3f4" stroke="#44484e" stroke-width="1.5"',
      2,
    );
  } else {
    const top = h + size * (style === 'bus' ? 0.6 : 2.4);
    svg += box(W * 0.22, h + size * 0.3, W * 0.78, top, 'fill="#18191c" stroke="#8a9097" stroke-width="3"', 4);
    for (let i = 1; i < 6; i += 1)
      svg += line(
        [
          [W * 0.23, h + size * 0.3 + ((top - h - size * 0.3) * i) / 6],
          [W * 0.77, h + size * 0.3 + ((top - h - size * 0.3) * i) / 6],
        ],
        'stroke="#55595f" stroke-width="3"',
      );
    svg += box(W * 0.06, spec.sill, W * 0.94, spec.sill + 22, 'fill="#24262a"', 3);
  }
  for (const cx of [W * 0.06 + lampW / 2 + 4, W * 0.94 - lampW / 2 - 4]) {
    svg += box(
      cx - lampW / 2,
      h - size * 0.4,
      cx + lampW / 2,
      h + size * 0.4,
      'fill="url(#chrome)" stroke="#3d4247" stroke-width="2"',
      size * 0.3,
    );
    svg += circle(
      cx + (cx < W / 2 ? -lampW * 0.18 : lampW * 0.18),
      h,
      size * 0.26,
      'fill="#ffffff" stroke="#9aa3ad" stroke-width="2"',
    );
    svg += box(cx - lampW * 0.42, h - size * 0.32, cx + lampW * 0.42, h - size * 0.22, 'fill="#e8f4ff"', 2);
  }
  return svg;
}

export function rearFace(spec: BodySpec, W: number): string {
  const h = spec.lamps.rearH;
  const lampW = W * 0.17;
  let svg = '';
  for (const cx of [lampW / 2 + 3, W - lampW / 2 - 3]) {
    svg += box(cx - lampW / 2, h - 8, cx + lampW / 2, h + 10, 'fill="#b3121a" stroke="#4f080b" stroke-width="2"', 4);
    svg += box(cx - lampW * 0.4, h + 3, cx + lampW * 0.4, h + 6, 'fill="#ff6a6f"', 1);
    svg += box(cx - lampW * 0.2, h - 6, cx + lampW * 0.2, h - 2, 'fill="#f4f4f4"', 1);
  }
  if (spec.rearWindow) {
    const [a, b] = spec.rearWindow;
    for (const [z0, z1] of [
      [W * 0.08, W * 0.48],
      [W * 0.52, W * 0.92],
    ] as const)
      svg += box(z0, a, z1, b, 'fill="url(#glass)" stroke="#15181c" stroke-width="3"', 5);
    svg += line(
      [
        [W / 2, spec.sill + 4],
        [W / 2, b + 10],
      ],
      'stroke="#000" stroke-opacity="0.35" stroke-width="2"',
    );
    svg += box(W * 0.53, a - 30, W * 0.6, a - 24, 'fill="#000" fill-opacity="0.4"', 2);
  }
  svg += box(W * 0.39, h - 30, W * 0.61, h - 17, 'fill="#f2f3f4" stroke="#44484e" stroke-width="1.5"', 2);
  svg += box(W * 0.1, spec.sill + 2, W * 0.9, spec.sill + 10, 'fill="#141518"', 4);
  svg += circle(W * 0.2, spec.sill + 6, 4, 'fill="#0b0b0c" stroke="#a7adb4" stroke-width="1.5"');
  return svg;
}
