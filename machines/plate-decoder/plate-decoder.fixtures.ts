/**
 * Concrete inputs and events of the registration-number field: a Cluj plate (CJ 12 ABC) that the
 * register knows, a plate whose letters start with I, a diplomatic plate (no county, no register),
 * and the server's failures.
 */
import type { RegistrationDecode } from '@/lib/vehicle-check/vehicle-check-api';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { PlateDecoderEvent, PlateDecoderInput } from './plate-decoder.types';

export const CLUJ_PLATE = 'CJ 12 ABC';
export const BAD_PLATE = 'CJ 12 IAB';
export const DIPLOMATIC_PLATE = 'CD 123456';

export const PLATE_DECODER_INPUT: PlateDecoderInput = { plate: '', vin: '' };

/** CJ 12 ABC: Cluj, a Dacia Logan 2016 in the sandbox register. */
export const CLUJ_DECODED: RegistrationDecode = {
  plate: 'CJ12ABC',
  formatted: 'CJ 12 ABC',
  kind: 'STANDARD',
  county: { code: 'CJ', name: 'Cluj' },
  register: {
    makeId: 1,
    makeName: 'Dacia',
    modelId: 11,
    modelName: 'Logan',
    year: 2016,
    fuelType: 'PETROL',
    engineCapacity: 898,
    enginePower: 90,
    firstRegistration: '2016-04',
    countyCode: 'CJ',
    sandbox: true,
  },
};

/** CD 123456: diplomatic, no county, the register has no match. */
export const DIPLOMATIC_DECODED: RegistrationDecode = {
  plate: 'CD123456',
  formatted: 'CD 123456',
  kind: 'DIPLOMATIC',
  county: null,
  register: null,
};

export const PLATE_TOO_MANY_KEY = 'errors:vehicleCheck.tooMany';

export const PLATE_DECODER_EVENTS: readonly FixtureEvent<PlateDecoderEvent>[] = [
  { type: 'plate.change', value: CLUJ_PLATE },
  { type: 'plate.change', value: BAD_PLATE },
  { type: 'plate.change', value: '' },
  { type: 'xstate.after.debounce.plateDecoder.typing' },
  { type: 'plate.blur' },
  { type: 'xstate.done.actor.decodePlate', output: { kind: 'answered', answer: CLUJ_DECODED } },
  { type: 'xstate.done.actor.decodePlate', output: { kind: 'refused', key: PLATE_TOO_MANY_KEY } },
  { type: 'xstate.error.actor.decodePlate', error: new Error('network') },
  { type: 'plate.retry' },
  { type: 'vin.update', vin: 'WVWZZZ1JZ3W386752' },
];

export const PLATE_DECODER_SCENARIOS: readonly FlowScenario<PlateDecoderInput, PlateDecoderEvent>[] = [
  {
    id: 'diplomatic',
    title: 'O ciornă cu un număr diplomatic: fără județ, registrul nu îl are; VIN-ul scris merge cu cererea',
    input: { plate: DIPLOMATIC_PLATE, vin: '' },
    events: [
      { type: 'vin.update', vin: 'WVWZZZ1JZ3W386752' },
      { type: 'xstate.done.actor.decodePlate', output: { kind: 'answered', answer: DIPLOMATIC_DECODED } },
    ],
    skipEvents: [
      'plate.change',
      'plate.blur',
      'plate.retry',
      'xstate.after.debounce.plateDecoder.typing',
      'xstate.error.actor.decodePlate',
    ],
  },
  {
    id: 'ciorna-gresita',
    title: 'O ciornă cu un număr greșit: eroarea se arată la deschidere; doar spații înseamnă câmp gol',
    input: { plate: BAD_PLATE, vin: '' },
    events: [
      { type: 'plate.change', value: CLUJ_PLATE },
      // Only spaces: the field counts as empty.
      { type: 'plate.change', value: ' ' },
      { type: 'plate.change', value: '  ' },
    ],
    skipEvents: [
      'plate.blur',
      'plate.retry',
      'vin.update',
      'xstate.after.debounce.plateDecoder.typing',
      'xstate.done.actor.decodePlate',
      'xstate.error.actor.decodePlate',
    ],
  },
];
