/** Car body types (codes of BODY_TYPE_LABELS): profiles in centimetres, rear at x = 0. */
import { type BodySpec, buildBody } from './body';
import { type Model, P, part } from './scene';

const W = 180;
const CAR: Pick<BodySpec, 'width' | 'rim' | 'reference'> = { width: W, rim: 'alloy', reference: [540, 185] };

const SPECS: Record<string, BodySpec> = {
  sedan: {
    ...CAR,
    wheelR: 33,
    axles: [105, 385],
    sill: 24,
    belt: 96,
    lower: P('4 26, 0 50, 3 80, 12 96, 98 100, 352 97, 440 86, 466 76, 471 56, 468 30, 460 24'),
    cabin: P('98 99, 165 142, 292 144, 352 97'),
    glass: [0, 2],
    pillars: [245],
    doors: [170, 248, 330],
    lamps: { h: 66, size: 16, rearH: 82 },
  },
  hatchback: {
    ...CAR,
    wheelR: 31,
    axles: [82, 335],
    sill: 23,
    belt: 96,
    lower: P('4 26, 0 52, 6 92, 12 100, 300 96, 385 84, 408 74, 412 52, 408 28, 398 23'),
    cabin: P('12 99, 58 141, 244 144, 303 96'),
    glass: [0, 2],
    pillars: [190],
    doors: [120, 192, 280],
    lamps: { h: 66, size: 15, rearH: 92 },
  },
  estate: {
    ...CAR,
    wheelR: 33,
    axles: [110, 390],
    sill: 24,
    belt: 97,
    lower: P('4 26, 0 52, 4 90, 10 99, 355 97, 442 86, 468 76, 473 56, 470 30, 462 24'),
    cabin: P('10 99, 20 141, 298 144, 355 97'),
    glass: [0, 2],
    pillars: [250, 80],
    doors: [172, 252, 333],
    lamps: { h: 66, size: 16, rearH: 86 },
  },
  suv: {
    ...CAR,
    width: 190,
    wheelR: 40,
    axles: [108, 386],
    sill: 46,
    belt: 124,
    cladding: true,
    lower: P('4 48, 0 76, 3 116, 10 126, 350 124, 436 118, 462 110, 468 86, 464 52, 454 46'),
    cabin: P('10 126, 20 180, 304 182, 350 124'),
    glass: [0, 2],
    pillars: [252, 78],
    doors: [176, 256, 338],
    lamps: { h: 96, size: 17, rearH: 112 },
  },
  coupe: {
    ...CAR,
    wheelR: 33,
    axles: [100, 370],
    sill: 20,
    belt: 88,
    lower: P('4 22, 0 46, 4 78, 14 90, 70 92, 338 90, 430 78, 452 68, 456 48, 452 26, 444 20'),
    cabin: P('70 91, 175 132, 262 134, 338 90'),
    glass: [0, 2],
    doors: [158, 318],
    lamps: { h: 60, size: 14, rearH: 76 },
  },
  convertible: {
    ...CAR,
    wheelR: 33,
    axles: [100, 370],
    sill: 20,
    belt: 90,
    lower: P('4 22, 0 46, 4 78, 14 92, 338 92, 430 78, 452 68, 456 48, 452 26, 444 20'),
    doors: [160, 318],
    lamps: { h: 60, size: 14, rearH: 76 },
    extra: [
      // Windscreen frame, the cockpit and the seat backs seen over the doors.
      { pts: P('300 129, 306 132, 346 93, 338 91'), z0: 14, z1: W - 14, fill: 'glass', layer: 2 },
      { pts: P('90 92, 300 92, 300 94, 90 94'), z0: 16, z1: W - 16, fill: '#2a2624', layer: 1 },
      { pts: P('196 92, 214 92, 226 128, 207 131'), z0: 26, z1: 80, fill: '#3b2f28', layer: 2 },
      { pts: P('196 92, 214 92, 226 128, 207 131'), z0: W - 80, z1: W - 26, fill: '#3b2f28', layer: 2 },
    ],
  },
  mpv: {
    ...CAR,
    width: 186,
    wheelR: 33,
    axles: [92, 368],
    sill: 26,
    belt: 104,
    lower: P('4 28, 0 56, 3 96, 8 104, 392 100, 424 90, 440 78, 444 56, 440 30, 430 26'),
    cabin: P('8 104, 14 174, 300 177, 392 100'),
    glass: [0, 2],
    pillars: [262, 180, 66],
    doors: [110, 185, 268, 340],
    lamps: { h: 72, size: 16, rearH: 98 },
  },
  pickup: {
    ...CAR,
    width: 190,
    wheelR: 39,
    axles: [118, 440],
    sill: 42,
    belt: 112,
    lower: P('4 44, 0 70, 2 110, 205 110, 390 112, 500 104, 528 96, 532 72, 528 46, 518 42'),
    cabin: P('205 110, 212 180, 336 182, 390 112'),
    glass: [0, 2],
    pillars: [282],
    doors: [215, 284, 372],
    lamps: { h: 88, size: 17, rearH: 96 },
    rim: 'steel',
    extra: [part('8 109, 200 109, 200 111, 8 111', 10, 180, '#2e3034', 1)],
  },
};

/** Car shapes, keyed by body type code. */
export const CAR_SHAPES = Object.keys(SPECS);

export function carModel(shape: string): Model {
  return buildBody(SPECS[shape] ?? SPECS.sedan ?? ({} as BodySpec));
}
