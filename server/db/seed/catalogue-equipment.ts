/** Standard equipment of catalogue versions: equipment tiers by category, and what an engine implies. */
import { machineryEquipment } from './catalogue-equipment-machinery';
import type { EngineSeed, ModelSeed } from './catalogue-types';
import type { EquipmentCode } from './equipment-data';

/** Version names of four-wheel-drive versions. */
export const AWD = /xDrive|quattro|4MATIC|4x4|4Motion|AWD|4WD|4Drive|Hybrid4|Plaid|\b50 quattro|80x/i;

const CAR_TIERS: EquipmentCode[][] = [
  [
    'abs',
    'esp',
    'airbags_front',
    'isofix',
    'central_locking',
    'power_windows',
    'radio',
    'usb',
    'bluetooth',
    'start_stop',
  ],
  [
    'air_conditioning',
    'cruise_control',
    'power_mirrors',
    'heated_mirrors',
    'multifunction_steering_wheel',
    'touchscreen',
    'apple_carplay',
    'android_auto',
    'parking_sensors_rear',
    'fog_lights',
    'alloy_wheels',
    'airbags_side',
    'lane_assist',
    'emergency_braking',
  ],
  [
    'climate_control_dual',
    'navigation',
    'rear_camera',
    'parking_sensors_front',
    'led_headlights',
    'heated_seats',
    'rain_sensor',
    'light_sensor',
    'keyless_start',
    'traffic_sign_recognition',
    'adaptive_cruise_control',
    'digital_cockpit',
    'airbags_curtain',
  ],
  [
    'leather_seats',
    'electric_seats',
    'memory_seats',
    'panoramic_roof',
    'head_up_display',
    'camera_360',
    'matrix_headlights',
    'ventilated_seats',
    'heated_steering_wheel',
    'premium_audio',
    'keyless_entry',
    'electric_tailgate',
    'ambient_lighting',
    'blind_spot',
    'park_assist',
  ],
];
const VAN_TIERS: EquipmentCode[][] = [
  ['abs', 'esp', 'airbags_front', 'central_locking', 'power_windows', 'radio', 'bluetooth', 'partition_wall'],
  ['air_conditioning', 'cruise_control', 'parking_sensors_rear', 'sliding_door', 'tow_hook', 'usb'],
  ['navigation', 'rear_camera', 'apple_carplay', 'android_auto', 'lane_assist', 'emergency_braking'],
  ['climate_control', 'adaptive_cruise_control', 'led_headlights', 'heated_seats', 'keyless_start'],
];
const MOTO_TIERS: EquipmentCode[][] = [
  ['abs', 'led_headlights'],
  ['traction_control', 'riding_modes', 'usb'],
  ['quickshifter', 'heated_grips', 'bluetooth'],
  ['cruise_control', 'keyless_start', 'touchscreen'],
];
const TRUCK_TIERS: EquipmentCode[][] = [
  ['abs', 'esp', 'tachograph', 'air_conditioning', 'radio'],
  ['cruise_control', 'retarder', 'air_suspension', 'bluetooth'],
  ['adaptive_cruise_control', 'lane_assist', 'emergency_braking', 'navigation'],
  ['led_headlights', 'heated_seats', 'keyless_start'],
];
const TRAILER_TIERS: EquipmentCode[][] = [['abs'], ['air_suspension'], [], []];

function tiersFor(category: number): EquipmentCode[][] {
  switch (category) {
    case 29:
      return CAR_TIERS;
    case 81:
      return VAN_TIERS;
    case 65:
      return MOTO_TIERS;
    case 57:
      return TRUCK_TIERS;
    default:
      return TRAILER_TIERS;
  }
}

/** Equipment of a version: everything up to its tier, plus what the engine implies. */
export function equipmentFor(
  category: number,
  model: ModelSeed,
  engine: EngineSeed,
  engineIndex: number,
): EquipmentCode[] {
  const [name, fuel] = engine;
  // Stronger engines of a model usually come with the better trim.
  const tier = Math.min(3, model.tier + (engineIndex >= 2 ? 1 : 0));
  if (category === 1 || category === 31) return machineryEquipment(category, model, engine, tier);
  const codes = new Set<EquipmentCode>(
    tiersFor(category)
      .slice(0, tier + 1)
      .flat(),
  );
  if (category === 29 || category === 81) {
    if (AWD.test(name)) codes.add('all_wheel_drive');
    if (fuel === 'electric') codes.add('fast_charging');
    if (fuel === 'electric' && tier >= 2) codes.add('heat_pump');
  }
  if (category === 57 && model.body === 'tractor_unit') codes.add('sleeper_cab');
  if (category === 65 && (model.body === 'adventure' || model.body === 'touring')) codes.add('heated_grips');
  return [...codes];
}
