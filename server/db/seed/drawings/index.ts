/**
 * The seed's vehicle drawings: `drawSeedPhoto(shape, colour, angle)` returns a complete SVG
 * (1280 x 960) of a shape in an advert colour from one angle. No text, no logos.
 */
import { backdrop, type Backdrop } from './backdrop';
import { CAR_SHAPES, carModel } from './cars';
import { commercialModel } from './commercial';
import { machineModel } from './machines';
import { MOTO_SHAPES, motoModel } from './moto';
import { PART_ANGLES, partModel } from './parts';
import { type Cabin, dashboardSvg, interiorSvg } from './interior';
import { NATURAL, PAINT } from './paint';
import { renderModel, SHARED_DEFS, type Model, type View } from './scene';

export const PHOTO_WIDTH = 1280;
export const PHOTO_HEIGHT = 960;

/** Views of an exterior angle. */
const VIEWS: Record<string, View> = {
  front34: { theta: 35, phi: 12 },
  side: { theta: 0, phi: 2 },
  rear34: { theta: -38, phi: 12 },
  front: { theta: 78, phi: 8 },
  rear: { theta: -78, phi: 8 },
};

interface ShapeDef {
  model: (paint: string) => Model;
  backdrop: Backdrop;
  /** Paint when the advert has no colour (machines, trailers). */
  defaultColor: string;
  angles: readonly string[];
  /** Whether the advert colour is expected (road vehicles); machines and trailers come in their own colour. */
  advertColors?: boolean;
}

const ROAD_ANGLES = ['front34', 'side', 'rear34', 'interior', 'dashboard', 'front', 'rear'] as const;

const MACHINE_ANGLES = ['front34', 'side', 'rear34', 'front', 'rear'] as const;

const road = (model: (paint: string) => Model, back: Backdrop, defaultColor = 'white'): ShapeDef => ({
  model,
  backdrop: back,
  defaultColor,
  angles: ROAD_ANGLES,
  advertColors: true,
});
const towed = (shape: string, defaultColor: string): ShapeDef => ({
  model: () => commercialModel(shape),
  backdrop: 'yard',
  defaultColor,
  angles: MACHINE_ANGLES,
});

const SHAPES: Record<string, ShapeDef> = {
  ...Object.fromEntries(CAR_SHAPES.map((shape) => [shape, road(() => carModel(shape), 'studio', 'silver')])),
  ...Object.fromEntries(
    ['van', 'minibus', 'chassis_cab'].map((shape) => [shape, road(() => commercialModel(shape), 'studio')]),
  ),
  ...Object.fromEntries(
    ['truck_tractor', 'truck_box', 'truck_tipper', 'bus'].map((shape) => [
      shape,
      road(() => commercialModel(shape), 'yard'),
    ]),
  ),
  trailer: towed('trailer', 'grey'),
  semitrailer: towed('semitrailer', 'blue'),
  caravan: towed('caravan', 'white'),
  ...Object.fromEntries(
    MOTO_SHAPES.map((shape) => [
      shape,
      {
        model: (paint: string) => motoModel(shape, paint),
        backdrop: 'studio',
        defaultColor: 'black',
        angles: ['front34', 'side', 'rear34'],
        advertColors: true,
      },
    ]),
  ),
  tractor: { model: () => machineModel('tractor'), backdrop: 'field', defaultColor: 'green', angles: MACHINE_ANGLES },
  combine: { model: () => machineModel('combine'), backdrop: 'field', defaultColor: 'green', angles: MACHINE_ANGLES },
  excavator: {
    model: () => machineModel('excavator'),
    backdrop: 'yard',
    defaultColor: 'yellow',
    angles: MACHINE_ANGLES,
  },
  loader: { model: () => machineModel('loader'), backdrop: 'yard', defaultColor: 'yellow', angles: MACHINE_ANGLES },
  ...Object.fromEntries(
    Object.entries(PART_ANGLES).map(([shape, angles]) => [
      shape,
      { model: () => partModel(shape), backdrop: 'studio', defaultColor: NATURAL, angles },
    ]),
  ),
};

/** Every drawable shape. */
export const SEED_SHAPES: readonly string[] = Object.keys(SHAPES);

/** The angles of a shape, main photo first. */
export function shapeAngles(shape: string): readonly string[] {
  return SHAPES[shape]?.angles ?? ROAD_ANGLES;
}

/** The colour a shape is drawn in: the advert's colour when it has a paint, else the shape's own. */
export function shapeColor(shape: string, color: string | null): string {
  const own = SHAPES[shape]?.defaultColor ?? NATURAL;
  if (own === NATURAL) return NATURAL;
  return color && PAINT[color] ? color : own;
}

/** The colours a shape is commonly drawn in: every paint for road vehicles, its own otherwise. */
export function shapeColors(shape: string): readonly string[] {
  const def = SHAPES[shape];
  if (!def) return [];
  return def.advertColors ? Object.keys(PAINT) : [def.defaultColor];
}

/** The SVG document of a shape in a colour from an angle; null for an unknown combination. */
export function drawSeedPhoto(shape: string, color: string, angle: string): string | null {
  const def = SHAPES[shape];
  const paint = PAINT[color] ?? (color === NATURAL ? '#8c939b' : undefined);
  const view = VIEWS[angle];
  if (!def || !paint || !def.angles.includes(angle)) return null;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`;
  const cabin: Cabin = def.backdrop === 'studio' ? 'car' : 'truck';
  if (angle === 'interior') return `${open}${interiorSvg(paint, cabin, PHOTO_WIDTH, PHOTO_HEIGHT)}</svg>`;
  if (angle === 'dashboard') return `${open}${dashboardSvg(paint, cabin, PHOTO_WIDTH, PHOTO_HEIGHT)}</svg>`;
  if (!view) return null;
  const { defs, svg } = renderModel(def.model(paint), view, paint, {
    w: PHOTO_WIDTH,
    h: PHOTO_HEIGHT,
    fit: 0.8,
    bottom: 810,
  });
  return `${open}<defs>${SHARED_DEFS}${defs}</defs>${backdrop(def.backdrop, PHOTO_WIDTH, PHOTO_HEIGHT)}${svg}</svg>`;
}
