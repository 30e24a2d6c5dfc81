/** Which drawing shows an advert: from its category, sub-category, body type and part type. */
import { CAR_SHAPES } from './cars';

/** What the photo pool needs to know of an advert. */
export interface PhotoSubject {
  categorySlug: string;
  subcategoryId: number | null;
  bodyType: string | null;
  color: string | null;
  partType: string | null;
}

const MOTO: Record<string, string> = {
  naked: 'moto_naked',
  adventure: 'moto_naked',
  cruiser: 'moto_naked',
  sport: 'moto_sport',
  touring: 'moto_sport',
  scooter: 'scooter',
};
const VAN: Record<string, string> = { panel_van: 'van', minibus: 'minibus', chassis_cab: 'chassis_cab' };
/** Truck sub-categories (SPEC §2.3 ids) with a tipper body; the rest carry a box. */
const TIPPER_TRUCKS = new Set([97, 59, 103, 117, 95]);
const TRAILERS: Record<number, string> = { 77: 'caravan', 79: 'caravan', 101: 'semitrailer', 11: 'semitrailer' };
const CONSTRUCTION: Record<number, string> = {
  51: 'loader',
  35: 'loader',
  45: 'loader',
  63: 'loader',
  49: 'loader',
  55: 'loader',
  105: 'truck_tipper',
};
const PARTS: Record<string, string> = {
  engine: 'part_engine',
  turbo: 'part_engine',
  injection: 'part_engine',
  cooling: 'part_engine',
  gearbox: 'part_gearbox',
  wheels: 'part_wheel',
  tyres: 'part_wheel',
  lighting: 'part_headlight',
  mirrors: 'part_mirror',
  body_panels: 'part_door',
  interior: 'part_seat',
};

/** The shape drawn for an advert. */
export function seedShape(advert: PhotoSubject): string {
  const body = advert.bodyType ?? '';
  const sub = advert.subcategoryId ?? 0;
  switch (advert.categorySlug) {
    case 'autoturisme':
      return CAR_SHAPES.includes(body) ? body : 'sedan';
    case 'autoutilitare':
      return VAN[body] ?? (CAR_SHAPES.includes(body) ? body : 'van');
    case 'motociclete':
      return MOTO[body] ?? 'moto_naked';
    case 'camioane':
      if (body === 'bus' || sub === 75) return 'bus';
      if (body === 'tractor_unit' || sub === 89) return 'truck_tractor';
      return TIPPER_TRUCKS.has(sub) ? 'truck_tipper' : 'truck_box';
    case 'remorci':
      return TRAILERS[sub] ?? 'trailer';
    case 'utilaje-agricole':
      return sub === 107 ? 'combine' : 'tractor';
    case 'utilaje-constructii':
      return CONSTRUCTION[sub] ?? 'excavator';
    default:
      return PARTS[advert.partType ?? ''] ?? 'part_generic';
  }
}
