/** Agricultural and construction machines: tractor, combine, excavator, wheel loader (centimetres, rear at x = 0). */
import { box, circle, line, type Model, type Part, type Pt, P, part, slats } from './scene';

const pillars = (xs: readonly number[], h0: number, h1: number): string =>
  xs.map((x) => box(x - 5, h0, x + 5, h1, 'fill="#26282c"')).join('');
const grille = (z0: number, z1: number, h0: number, h1: number): string =>
  box(z0, h0, z1, h1, 'fill="#17181b" stroke="#888" stroke-width="3"', 4) +
  Array.from({ length: 6 }, (_, i) =>
    line(
      [
        [z0 + 4, h0 + ((h1 - h0) * (i + 1)) / 7],
        [z1 - 4, h0 + ((h1 - h0) * (i + 1)) / 7],
      ],
      'stroke="#4a4d52" stroke-width="3"',
    ),
  ).join('');
const lamp = (z: number, h: number, r: number): string =>
  circle(z, h, r, 'fill="url(#chrome)" stroke="#333" stroke-width="2"') + circle(z, h, r * 0.6, 'fill="#f7fbff"');

/** A glass cab: glass box with the frame drawn in paint on its near side. */
function glassCab(pts: readonly Pt[], z0: number, z1: number, frame: readonly number[], layer = 2): Part[] {
  const hs = pts.map(([, h]) => h);
  const [h0, h1] = [Math.min(...hs), Math.max(...hs)];
  const xs = pts.map(([x]) => x);
  const roof: Pt[] = [
    [Math.min(...xs) - 6, h1],
    [Math.min(...xs) - 6, h1 + 14],
    [Math.max(...xs) + 6, h1 + 14],
    [Math.max(...xs) + 6, h1],
  ];
  return [
    {
      pts,
      z0,
      z1,
      fill: 'glass',
      layer,
      side: pillars(frame, h0, h1) + box(Math.min(...xs), h0, Math.max(...xs), h0 + 10, 'fill="#26282c"'),
    },
    { pts: roof, z0: z0 - 6, z1: z1 + 6, fill: 'paint', layer: layer + 1 },
  ];
}

function tractor(): Model {
  const W = 230;
  return {
    width: W,
    parts: [
      part('110 55, 110 100, 400 100, 400 55', 75, 155, 'dark', 0),
      part(
        '150 95, 150 185, 370 178, 404 160, 408 95',
        62,
        168,
        'paint',
        1,
        box(230, 110, 380, 160, 'fill="#000" fill-opacity="0.12"', 6) +
          slats(250, 24, 5, 120, 150, 'stroke="#000" stroke-opacity="0.3" stroke-width="4"'),
      ),
      ...glassCab(P('40 160, 44 320, 205 320, 215 160'), 30, 200, [48, 128, 205]),
      part('-8 150, -8 178, 190 178, 190 150', 0, 56, 'paint', 3),
      part('-8 150, -8 178, 190 178, 190 150', W - 56, W, 'paint', 3),
    ],
    wheels: [
      { x: 95, r: 82, z0: 0, z1: 54, rim: 'tractor' },
      { x: 95, r: 82, z0: W - 54, z1: W, rim: 'tractor' },
      { x: 340, r: 52, z0: 30, z1: 68, rim: 'tractor' },
      { x: 340, r: 52, z0: W - 68, z1: W - 30, rim: 'tractor' },
    ],
    rods: [{ a: [300, 178, 90], b: [300, 300, 90], width: 9, fill: 'trim', layer: 4 }],
    front: { x: 408, svg: grille(82, 148, 100, 155) + lamp(95, 168, 8) + lamp(135, 168, 8) },
    rear: {
      x: -8,
      svg:
        box(70, 40, 160, 70, 'fill="#2b2d31"', 4) +
        box(20, 162, 50, 172, 'fill="#c4121b"', 2) +
        box(180, 162, 210, 172, 'fill="#c4121b"', 2),
    },
  };
}

function combine(): Model {
  const W = 300;
  return {
    width: W,
    parts: [
      part(
        '40 70, 30 330, 470 340, 500 70',
        20,
        280,
        'paint',
        1,
        box(80, 120, 420, 300, 'fill="#000" fill-opacity="0.08"', 10) +
          slats(100, 40, 8, 150, 200, 'stroke="#000" stroke-opacity="0.25" stroke-width="5"'),
      ),
      part('120 340, 110 400, 400 405, 410 340', 40, 260, 'paint', 2),
      ...glassCab(P('430 300, 430 440, 570 440, 592 300'), 60, 230, [436, 566]),
      part(
        '520 30, 520 110, 690 95, 720 28',
        -170,
        470,
        'metal',
        0,
        line(P('540 40, 705 40'), 'stroke="#333" stroke-width="6" stroke-dasharray="6 6"'),
      ),
      part('470 150, 470 250, 540 110, 540 60', 100, 200, 'paint', 0),
    ],
    wheels: [
      { x: 390, r: 88, z0: 0, z1: 60, rim: 'tractor' },
      { x: 390, r: 88, z0: W - 60, z1: W, rim: 'tractor' },
      { x: 90, r: 56, z0: 20, z1: 60, rim: 'steel' },
      { x: 90, r: 56, z0: W - 60, z1: W - 20, rim: 'steel' },
    ],
    rods: [
      { a: [650, 120, -160], b: [650, 120, 460], width: 26, fill: '#c4121b', layer: 3 },
      { a: [80, 330, W + 12], b: [440, 370, W + 12], width: 18, fill: 'paint', layer: 3 },
    ],
    front: { x: 720, svg: lamp(120, 95, 10) + lamp(180, 95, 10) },
  };
}

function excavator(): Model {
  const W = 300;
  const track = (z0: number): Part => ({
    pts: P('30 0, 0 38, 28 85, 420 85, 448 38, 418 0'),
    z0,
    z1: z0 + 68,
    fill: '#2a2b2e',
    layer: 0,
    side:
      Array.from({ length: 5 }, (_, i) =>
        circle(70 + i * 77, 38, 22, 'fill="#3b3d41" stroke="#55585d" stroke-width="3"'),
      ).join('') + line(P('28 82, 420 82'), 'stroke="#505257" stroke-width="6" stroke-dasharray="14 6"'),
  });
  return {
    width: W,
    parts: [
      track(0),
      track(W - 68),
      part('60 80, 60 110, 380 110, 380 80', 40, 260, 'dark', 0),
      part(
        '0 110, 0 220, 20 236, 330 236, 340 110',
        10,
        290,
        'paint',
        1,
        box(30, 150, 150, 215, 'fill="#000" fill-opacity="0.15"', 6) +
          slats(40, 24, 5, 160, 205, 'stroke="#000" stroke-opacity="0.3" stroke-width="4"'),
      ),
      ...glassCab(P('240 236, 240 380, 322 384, 345 236'), 14, 112, [246, 318], 3),
      part('290 220, 330 210, 480 420, 590 410, 592 440, 470 450', 150, 190, 'paint', 4),
      part('560 420, 590 432, 675 150, 648 136', 155, 185, 'paint', 5),
      part('626 150, 700 160, 712 86, 664 48, 620 80', 125, 215, 'dark', 6),
    ],
    rods: [
      { a: [330, 250, 170], b: [460, 395, 170], width: 11, fill: 'metal', layer: 5 },
      { a: [520, 446, 170], b: [640, 200, 170], width: 9, fill: 'metal', layer: 6 },
    ],
    front: { x: 448, svg: lamp(60, 300, 7) },
  };
}

function loader(): Model {
  const W = 260;
  return {
    width: W,
    parts: [
      part(
        '0 70, 0 200, 30 226, 250 226, 250 70',
        30,
        W - 30,
        'paint',
        1,
        box(20, 120, 120, 200, 'fill="#000" fill-opacity="0.15"', 6) +
          slats(32, 24, 4, 130, 190, 'stroke="#000" stroke-opacity="0.3" stroke-width="4"'),
      ),
      part('250 70, 250 170, 430 170, 430 70', 50, W - 50, 'paint', 1),
      ...glassCab(P('150 226, 150 390, 285 394, 300 226'), 40, W - 40, [156, 294], 3),
      part('270 160, 300 190, 540 110, 526 84', 30, 58, 'paint', 4),
      part('270 160, 300 190, 540 110, 526 84', W - 58, W - 30, 'paint', 4),
      part('500 4, 492 120, 540 138, 630 14, 616 0', -14, W + 14, 'dark', 5),
    ],
    wheels: [
      { x: 110, r: 78, z0: 0, z1: 58, rim: 'tractor' },
      { x: 110, r: 78, z0: W - 58, z1: W, rim: 'tractor' },
      { x: 390, r: 78, z0: 0, z1: 58, rim: 'tractor' },
      { x: 390, r: 78, z0: W - 58, z1: W, rim: 'tractor' },
    ],
    rods: [{ a: [300, 200, 130], b: [480, 130, 130], width: 12, fill: 'metal', layer: 3 }],
    rear: {
      x: 0,
      svg:
        grille(50, 210, 90, 190) +
        box(36, 200, 60, 212, 'fill="#c4121b"', 2) +
        box(200, 200, 224, 212, 'fill="#c4121b"', 2),
    },
  };
}

const MODELS: Record<string, () => Model> = { tractor, combine, excavator, loader };

export function machineModel(shape: string): Model {
  return (MODELS[shape] ?? tractor)();
}
