/** Vans, trucks, buses, trailers and caravans, built like the cars (rear at x = 0, centimetres). */
import { type BodySpec, buildBody } from './body';
import { box, type Model, type Part, type Pt, P, part, slats } from './scene';

const VAN_LOWER: Pt[] = P('2 34, 0 70, 2 110, 448 112, 486 100, 506 86, 509 62, 505 38, 496 32');
const VAN_CABIN: Pt[] = P('2 110, 4 252, 370 254, 392 246, 448 112');
const VAN_DOOR_WINDOW: Pt[] = P('345 152, 346 236, 384 240, 425 152');
const VAN: BodySpec = {
  width: 200,
  wheelR: 34,
  axles: [95, 420],
  sill: 32,
  belt: 110,
  lower: VAN_LOWER,
  cabin: VAN_CABIN,
  glass: [3],
  windows: [VAN_DOOR_WINDOW],
  doors: [150, 335, 440],
  lamps: { h: 86, size: 18, rearH: 110 },
  inset: 4,
  rim: 'steel',
  rearWindow: [170, 232],
  reference: [560, 260],
};
const BUS_WINDOWS = Array.from({ length: 8 }, (_, i): Pt[] => {
  const x = 40 + i * 128;
  return [
    [x, 175],
    [x, 292],
    [x + 118, 292],
    [x + 118, 175],
  ];
});
const BOX_RIBS = slats(20, 62, 9, 118, 384, 'stroke="#000" stroke-opacity="0.12" stroke-width="3"');

/** A cab-over truck cab from x0 forward (about 200 cm long, 380 tall). */
function cab(x0: number, axles: readonly number[], extra: readonly Part[], rearX: number): BodySpec {
  return {
    width: 250,
    wheelR: 52,
    axles,
    arches: axles.filter((x) => x > x0),
    sill: 48,
    belt: 200,
    lower: [
      [x0, 60],
      [x0, 192],
      [x0 + 204, 194],
      [x0 + 206, 120],
      [x0 + 204, 55],
    ],
    cabin: [
      [x0 + 2, 192],
      [x0 + 4, 372],
      [x0 + 188, 376],
      [x0 + 200, 350],
      [x0 + 204, 192],
    ],
    windows: [
      [
        [x0 + 120, 225],
        [x0 + 120, 322],
        [x0 + 186, 328],
        [x0 + 198, 225],
      ],
    ],
    doors: [x0 + 112, x0 + 200],
    lamps: { h: 80, size: 30, rearH: 95 },
    inset: 2,
    rim: 'truck',
    tyre: 60,
    grille: 'truck',
    windscreen: [222, 336],
    rearX,
    extra,
  };
}
const CHASSIS = (to: number): Part => ({
  pts: [
    [0, 72],
    [0, 110],
    [to, 110],
    [to, 72],
  ],
  z0: 55,
  z1: 195,
  fill: 'dark',
  layer: 0,
});
const TANK: Part = part('250 52, 250 108, 360 108, 360 52', 4, 52, 'metal', 1);

const SPECS: Record<string, BodySpec> = {
  van: VAN,
  minibus: {
    ...VAN,
    windows: [
      VAN_DOOR_WINDOW,
      ...[40, 140, 240].map((x): Pt[] => [
        [x, 150],
        [x, 236],
        [x + 88, 236],
        [x + 88, 150],
      ]),
    ],
  },
  chassis_cab: {
    ...VAN,
    arches: [420],
    lower: VAN_LOWER.map(([x, h]) => [Math.max(x, 330), h] as const),
    cabin: P('332 110, 334 252, 370 254, 392 246, 448 112'),
    doors: [340, 440],
    rearX: 0,
    extra: [
      part(
        '0 98, 0 132, 322 132, 322 98',
        0,
        200,
        'metal',
        1,
        box(4, 102, 318, 128, 'fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"'),
      ),
      part('20 60, 20 98, 330 98, 330 60', 50, 150, 'dark', 0),
    ],
  },
  truck_tractor: cab(
    420,
    [130, 520],
    [CHASSIS(430), TANK, part('60 110, 60 124, 200 124, 200 110', 40, 210, 'dark', 1)],
    0,
  ),
  truck_box: cab(
    600,
    [170, 700],
    [CHASSIS(610), part('0 112, 0 390, 590 390, 590 112', 0, 250, '#e6e8eb', 1, BOX_RIBS)],
    0,
  ),
  truck_tipper: cab(
    560,
    [120, 260, 660],
    [
      CHASSIS(570),
      part(
        '0 118, 10 280, 540 280, 548 118',
        6,
        244,
        'metal',
        1,
        slats(40, 90, 6, 124, 274, 'stroke="#000" stroke-opacity="0.2" stroke-width="5"'),
      ),
    ],
    0,
  ),
  bus: {
    width: 255,
    wheelR: 52,
    axles: [280, 940],
    sill: 36,
    belt: 160,
    lower: P('2 36, 0 160, 1203 160, 1205 36'),
    cabin: P('2 160, 4 318, 1190 322, 1203 300, 1205 160'),
    windows: [...BUS_WINDOWS, P('1090 60, 1090 292, 1170 292, 1170 60')],
    pillars: [],
    doors: [1085, 1175],
    lamps: { h: 70, size: 22, rearH: 120 },
    inset: 1,
    rim: 'truck',
    grille: 'bus',
    windscreen: [150, 300],
  },
  trailer: {
    width: 180,
    wheelR: 30,
    axles: [130],
    sill: 44,
    belt: 90,
    lower: P('0 44, 0 100, 260 100, 260 44'),
    doors: [],
    lamps: { h: 60, size: 10, rearH: 56 },
    grille: 'none',
    rim: 'steel',
    extra: [part('6 98, 254 98, 254 101, 6 101', 6, 174, '#3a3b3e', 1)],
  },
  semitrailer: {
    width: 250,
    wheelR: 50,
    axles: [170, 300, 430],
    arches: [],
    sill: 112,
    belt: 390,
    lower: P('0 112, 0 400, 1300 400, 1300 112'),
    doors: [],
    lamps: { h: 100, size: 10, rearH: 92 },
    grille: 'none',
    rim: 'truck',
    tyre: 60,
    extra: [CHASSIS(1240), part('1000 20, 1000 100, 1012 100, 1012 20', 20, 230, 'dark', 0)],
  },
  caravan: {
    width: 230,
    wheelR: 32,
    axles: [250],
    sill: 42,
    belt: 150,
    lower: P('0 42, 0 230, 26 258, 452 258, 484 226, 488 42'),
    windows: [],
    doors: [],
    lamps: { h: 60, size: 10, rearH: 70 },
    grille: 'none',
    rim: 'steel',
    windscreen: [150, 215],
  },
};

/** Extra decals of a caravan: windows, door, a stripe in its colour. */
const CARAVAN_SIDE =
  box(0, 112, 488, 128, 'fill="#fff" fill-opacity="0.35"') +
  [60, 330].map((x) => box(x, 150, x + 110, 212, 'fill="url(#glass)" stroke="#222" stroke-width="3"', 8)).join('') +
  box(190, 48, 250, 220, 'fill="#fff" fill-opacity="0.25" stroke="#000" stroke-opacity="0.35" stroke-width="2"', 6) +
  box(236, 128, 244, 136, 'fill="#333"', 2);

export function commercialModel(shape: string): Model {
  const model = buildBody(SPECS[shape] ?? VAN);
  if (shape === 'caravan' || shape === 'trailer') {
    const front = shape === 'caravan' ? 488 : 260;
    const [first, ...rest] = model.parts;
    return {
      ...model,
      parts:
        first && shape === 'caravan' ? [{ ...first, side: (first.side ?? '') + CARAVAN_SIDE }, ...rest] : model.parts,
      rods: [
        { a: [front, 50, 30], b: [front + 130, 45, model.width / 2], width: 9, fill: 'dark' },
        { a: [front, 50, model.width - 30], b: [front + 130, 45, model.width / 2], width: 9, fill: 'dark' },
      ],
    };
  }
  return model;
}
