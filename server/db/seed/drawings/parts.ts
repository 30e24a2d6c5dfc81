/** Spare parts, drawn with the same renderer (centimetres): engine, wheel, headlight, gearbox, seat, brake disc, door, mirror. */
import { arc, box, circle, line, type Model, type Part, P, part, poly, type Pt } from './scene';

const ALU = '#a9aeb4';
const ribs = (x0: number, x1: number, h0: number, h1: number, n: number): string =>
  Array.from({ length: n }, (_, i) =>
    line(
      [
        [x0 + ((x1 - x0) * (i + 0.5)) / n, h0],
        [x0 + ((x1 - x0) * (i + 0.5)) / n, h1],
      ],
      'stroke="#000" stroke-opacity="0.18" stroke-width="1.6"',
    ),
  ).join('');

function engine(): Model {
  return {
    width: 40,
    parts: [
      part('4 0, 4 10, 56 10, 56 0', 4, 36, 'dark', 0),
      part('0 10, 0 45, 60 45, 60 10', 0, 40, ALU, 1, ribs(4, 56, 14, 42, 8)),
      part('-1 45, -1 58, 61 58, 61 45', 2, 38, '#8f959c', 2),
      part('2 58, 2 68, 58 68, 58 58', 6, 34, '#1f2023', 3, ribs(6, 54, 60, 66, 6)),
    ],
    wheels: [
      { x: 10, r: 9, h: 22, z0: -5, z1: 0, rim: 'steel' },
      { x: 46, r: 7, h: 50, z0: -7, z1: -1, rim: 'steel' },
    ],
    rods: [
      ...[10, 23, 36, 49].map((x) => ({
        a: [x, 60, 36] as const,
        b: [x, 50, 50] as const,
        width: 7,
        fill: 'trim' as const,
        layer: 4,
      })),
      { a: [6, 48, 52], b: [54, 48, 52], width: 12, fill: 'trim', layer: 5 },
    ],
  };
}

function gearbox(): Model {
  return {
    width: 66,
    parts: [
      part('0 0, 0 66, 26 56, 26 10', 0, 66, ALU, 0, circle(12, 33, 14, 'fill="#000" fill-opacity="0.12"')),
      part('26 12, 26 54, 96 46, 96 20', 12, 54, ALU, 1, ribs(30, 92, 18, 48, 7)),
      part('96 26, 96 40, 118 38, 118 28', 26, 40, '#8f959c', 2),
    ],
    rods: [{ a: [118, 33, 33], b: [128, 33, 33], width: 8, fill: 'metal', layer: 3 }],
  };
}

function headlight(): Model {
  return {
    width: 70,
    parts: [part('0 2, 0 22, 26 25, 31 14, 30 0', 0, 70, '#26282c', 0)],
    front: {
      x: 31,
      svg:
        box(2, 1, 68, 23, 'fill="#dfe7ee" stroke="#555" stroke-width="1"', 5) +
        circle(20, 12, 8, 'fill="url(#chrome)" stroke="#777" stroke-width="0.8"') +
        circle(20, 12, 3.5, 'fill="#fff"') +
        circle(46, 12, 6, 'fill="url(#chrome)" stroke="#777" stroke-width="0.8"') +
        circle(46, 12, 2.5, 'fill="#fff"') +
        line(P('6 4, 64 4'), 'stroke="#f5fbff" stroke-width="1.6"') +
        box(56, 8, 66, 16, 'fill="#f0a020"', 2),
    },
  };
}

function seat(): Model {
  const fabric = '#303237';
  const stitch = line(P('4 20, 50 22'), 'stroke="#5a5d63" stroke-width="0.8" stroke-dasharray="2 1.5"');
  return {
    width: 50,
    parts: [
      part('0 0, 0 8, 56 8, 56 0', 6, 44, 'metal', 0),
      part('0 12, 0 26, 50 29, 56 16', 0, 50, fabric, 1, stitch),
      part(
        '-6 24, -16 84, 0 88, 10 27',
        0,
        50,
        fabric,
        2,
        line(P('-3 30, -10 80'), 'stroke="#5a5d63" stroke-width="0.8" stroke-dasharray="2 1.5"'),
      ),
      part('-16 92, -18 110, -2 112, -1 92', 12, 38, fabric, 3),
    ],
    rods: [
      { a: [-10, 86, 18], b: [-11, 94, 18], width: 2, fill: 'metal', layer: 3 },
      { a: [-10, 86, 32], b: [-11, 94, 32], width: 2, fill: 'metal', layer: 3 },
    ],
  };
}

function brakeDisc(): Model {
  const caliper: Pt[] = [...arc(0, 16, 19.5, 15, 80, 8), ...arc(0, 16, 10.5, 80, 15, 8)];
  const part: Part = {
    pts: caliper,
    z0: -3,
    z1: 6,
    fill: '#c4121b',
    layer: 2,
    side: box(8, 27, 13, 30, 'fill="#f2f2f2"', 1),
  };
  return { width: 6, parts: [part], wheels: [{ x: 0, r: 16, z0: 0, z1: 2.8, rim: 'disc' }] };
}

function wheel(): Model {
  return { width: 22, parts: [], wheels: [{ x: 0, r: 33, z0: 0, z1: 22, rim: 'alloy' }] };
}

function door(): Model {
  const window = poly(P('10 66, 28 96, 90 98, 100 66'), 'fill="url(#glass)" stroke="#1c1d20" stroke-width="2"');
  const handle = box(80, 52, 96, 56, 'fill="#000" fill-opacity="0.35"', 2);
  const crease = line(P('4 44, 106 46'), 'stroke="#fff" stroke-opacity="0.35" stroke-width="1.2"');
  return {
    width: 10,
    parts: [
      part(
        '0 4, 0 62, 6 64, 26 100, 92 102, 104 64, 110 60, 108 4, 100 0, 6 0',
        0,
        10,
        'paint',
        0,
        window + handle + crease,
      ),
    ],
  };
}

function mirror(): Model {
  const glass = box(1.5, 1.5, 24.5, 13.5, 'fill="url(#glass)" stroke="#111" stroke-width="0.6"', 3);
  return {
    width: 26,
    parts: [
      part('0 0, 0 15, 6 17, 11 12, 12 3, 8 -1', 0, 26, 'paint', 1),
      part('4 4, 4 10, 10 9, 10 5', 26, 33, 'dark', 0),
    ],
    rear: { x: 0, svg: glass + poly(P('4 12, 9 12, 5 3, 2 3'), 'fill="#fff" fill-opacity="0.18"') },
  };
}

const MODELS: Record<string, () => Model> = {
  part_door: door,
  part_mirror: mirror,
  part_engine: engine,
  part_gearbox: gearbox,
  part_headlight: headlight,
  part_seat: seat,
  part_generic: brakeDisc,
  part_wheel: wheel,
};

/** Part shapes and the two angles each is shown from. */
export const PART_ANGLES: Readonly<Record<string, readonly [string, string]>> = {
  part_engine: ['front34', 'rear34'],
  part_gearbox: ['front34', 'rear34'],
  part_headlight: ['front34', 'front'],
  part_seat: ['front34', 'side'],
  part_generic: ['front34', 'side'],
  part_wheel: ['front34', 'side'],
  part_door: ['front34', 'side'],
  part_mirror: ['rear34', 'front34'],
};

export function partModel(shape: string): Model {
  return (MODELS[shape] ?? brakeDisc)();
}
