/**
 * Equipment of agricultural and construction machinery by posting sub-category (SPEC §2.3), so an
 * advert lists what such a machine really has: a tractor or a combine has a cab (air conditioning,
 * radio, heated seat, GPS guidance), a baler or a plough towed behind it has none — it has net
 * wrap, a cutting rotor, ISOBUS control, hydraulic folding. Implements are the versions without an
 * engine (no fuel).
 */
import type { EngineSeed, ModelSeed } from './catalogue-types';
import type { EquipmentCode } from './equipment-data';

/** Posting sub-category ids (server/db/seed/categories-data.ts). */
const SUB = {
  combine: 107,
  forest: 128,
  baler: 21,
  fertilizer: 17,
  digging: 15,
  storage: 27,
  harvest: 19,
  cultivation: 13,
  livestock: 7,
  irrigation: 25,
  sprayer: 23,
  tractor: 3,
  accessory: 33,
  backhoe: 35,
  excavator: 43,
  generator: 53,
  loader: 51,
  crusher: 41,
  forklift: 45,
} as const;

type Tiers = readonly (readonly EquipmentCode[])[];

/** A driver's cab: what self-propelled machines with one share, tier by tier. */
const CAB: Tiers = [['radio'], ['cab_air_conditioning'], ['rear_camera'], ['heated_seats']];
/** Cab machines that drive across fields add GPS guidance from the third tier. */
const FIELD_CAB: Tiers = [['radio'], ['cab_air_conditioning'], ['gps_guidance', 'rear_camera'], ['heated_seats']];
const NONE: Tiers = [];

/** Implements (towed or mounted, no engine) by sub-category. */
const IMPLEMENT_TIERS: Readonly<Record<number, Tiers>> = {
  [SUB.baler]: [['net_wrap'], ['cutting_rotor'], ['isobus'], ['air_brakes']],
  [SUB.cultivation]: [[], ['hydraulic_folding'], ['isobus'], []],
  [SUB.digging]: [[], ['hydraulic_folding'], [], []],
  [SUB.fertilizer]: [[], ['hydraulic_folding'], ['isobus', 'section_control'], ['weighing_system']],
  [SUB.sprayer]: [[], ['hydraulic_folding'], ['isobus', 'section_control'], []],
  [SUB.harvest]: [[], ['hydraulic_folding'], [], []],
  [SUB.livestock]: [['weighing_system'], [], [], []],
};

/** Self-propelled machines by sub-category (a sub-category not listed has a cab). */
const ENGINE_TIERS: Readonly<Record<number, Tiers>> = {
  [SUB.tractor]: FIELD_CAB,
  [SUB.combine]: [...FIELD_CAB.slice(0, 2), ['gps_guidance', 'rear_camera', 'yield_monitor'], ['heated_seats']],
  [SUB.harvest]: FIELD_CAB,
  [SUB.sprayer]: [...FIELD_CAB.slice(0, 2), ['gps_guidance', 'section_control'], ['heated_seats']],
  [SUB.forest]: CAB,
  [SUB.generator]: [[], ['automatic_transfer_switch'], [], []],
  [SUB.crusher]: NONE,
  [SUB.forklift]: [[], ['side_shift'], ['rear_camera'], []],
};

/** Equipment of a machinery version: its sub-category's tiers up to `tier`, plus what its build implies. */
export function machineryEquipment(
  category: number,
  model: ModelSeed,
  engine: EngineSeed,
  tier: number,
): EquipmentCode[] {
  const [, fuel, , power] = engine;
  const sub = model.subs?.[0] ?? 0;
  const selfPropelled = fuel !== null;
  const tiers = selfPropelled ? (ENGINE_TIERS[sub] ?? CAB) : (IMPLEMENT_TIERS[sub] ?? NONE);
  const codes = new Set<EquipmentCode>(tiers.slice(0, tier + 1).flat());
  if (category === 1 && sub === SUB.tractor && selfPropelled) {
    // Most tractors sold in Romania above ~70 CP are four-wheel drive; big ones carry a front linkage.
    if ((power ?? 0) >= 70) codes.add('all_wheel_drive');
    if ((power ?? 0) >= 150) codes.add('front_linkage').add('front_pto');
  }
  if (selfPropelled && (sub === SUB.excavator || sub === SUB.backhoe))
    codes.add('quick_coupler').add('hydraulic_hammer_line');
  if (selfPropelled && sub === SUB.loader) codes.add('quick_coupler');
  return [...codes];
}
