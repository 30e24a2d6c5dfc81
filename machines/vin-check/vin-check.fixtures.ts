/**
 * Concrete inputs and events of the VIN field: a European VIN (WVWZZZ1JZ3W386752, a 2003 Golf),
 * a VIN one character short, the server's answers (verified, not verified, duplicated, too many
 * checks, no answer), and the make and year chosen after the VIN was typed.
 */
import type { VinCheck } from '@/lib/vehicle-check/vehicle-check-api';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { VinCheckEvent, VinCheckInput } from './vin-check.types';

export const GOLF_VIN = 'WVWZZZ1JZ3W386752';
export const SHORT_VIN = 'WVWZZZ1JZ3W38675';

/** A new advert, nothing typed yet. */
export const VIN_CHECK_INPUT: VinCheckInput = {
  vin: '',
  vehicle: { makeId: null, modelId: null, year: null },
  advertId: null,
};

/** The register's (sandbox) answer for the Golf. */
const REGISTER: NonNullable<VinCheck['register']> = {
  makeId: 6,
  makeName: 'Volkswagen',
  modelId: 61,
  modelName: 'Golf',
  year: 2003,
  fuelType: 'DIESEL',
  engineCapacity: 1896,
  enginePower: 101,
  firstRegistration: '2003-05',
  countyCode: 'CJ',
  sandbox: true,
};

const base = {
  vin: GOLF_VIN,
  wmi: 'WVW',
  decodedMakeId: 6,
  decodedMakeName: 'Volkswagen',
  modelYear: 2003,
  checkDigitWarning: false,
  register: REGISTER,
};

/** The VIN matches a Volkswagen Golf 2003. */
export const VERIFIED: VinCheck = {
  ...base,
  result: 'VERIFIED',
  reasons: [],
  vehicle: { make: 'Volkswagen', model: 'Golf', year: 2003 },
};

/** The seller chose a Dacia Logan 2015. */
export const NOT_VERIFIED: VinCheck = {
  ...base,
  result: 'NOT_VERIFIED',
  reasons: ['MAKE_MISMATCH', 'YEAR_MISMATCH'],
  vehicle: { make: 'Dacia', model: 'Logan', year: 2015 },
  register: null,
};

/** The VIN is in another active advert. */
export const DUPLICATED: VinCheck = { ...VERIFIED, result: 'DUPLICATED' };

export const TOO_MANY_KEY = 'errors:vehicleCheck.tooMany';

const typing: FixtureEvent<VinCheckEvent>[] = [
  { type: 'vin.change', value: GOLF_VIN },
  { type: 'vin.change', value: SHORT_VIN },
  { type: 'vin.change', value: '' },
  { type: 'xstate.after.debounce.vinCheck.typing' },
];

/** The default walk: typing, the pause, each answer, a retry. */
export const VIN_CHECK_EVENTS: readonly FixtureEvent<VinCheckEvent>[] = [
  ...typing,
  { type: 'vin.blur' },
  { type: 'xstate.done.actor.checkVin', output: { kind: 'answered', answer: VERIFIED } },
  { type: 'xstate.done.actor.checkVin', output: { kind: 'answered', answer: DUPLICATED } },
  { type: 'xstate.done.actor.checkVin', output: { kind: 'refused', key: TOO_MANY_KEY } },
  { type: 'xstate.error.actor.checkVin', error: new Error('network') },
  { type: 'vin.retry' },
  { type: 'vehicle.change', makeId: 6, modelId: 61, year: 2003 },
];

export const VIN_CHECK_SCENARIOS: readonly FlowScenario<VinCheckInput, VinCheckEvent>[] = [
  {
    id: 'marca-aleasa',
    title: 'Editarea unui anunț cu VIN: se verifică la deschidere; marca și anul schimbate îl verifică din nou',
    input: { vin: GOLF_VIN, vehicle: { makeId: 6, modelId: 61, year: 2003 }, advertId: '1001' },
    events: [
      { type: 'vehicle.change', makeId: 1, modelId: 11, year: 2015 },
      { type: 'xstate.done.actor.checkVin', output: { kind: 'answered', answer: NOT_VERIFIED } },
      { type: 'xstate.error.actor.checkVin', error: new Error('network') },
      { type: 'vin.change', value: SHORT_VIN },
    ],
    skipEvents: ['vin.blur', 'vin.retry', 'xstate.after.debounce.vinCheck.typing'],
  },
  {
    id: 'ciorna-gresita',
    title: 'O ciornă cu un VIN prea scurt: eroarea se arată la deschidere; doar spații înseamnă câmp gol',
    input: { vin: SHORT_VIN, vehicle: { makeId: null, modelId: null, year: null }, advertId: null },
    events: [
      { type: 'vehicle.change', makeId: 6, modelId: 61, year: 2003 },
      { type: 'vin.change', value: GOLF_VIN },
      { type: 'vin.blur' },
      // Only spaces: the field counts as empty.
      { type: 'vin.change', value: ' ' },
      { type: 'vin.change', value: '  ' },
    ],
    skipEvents: [
      'vin.retry',
      'xstate.after.debounce.vinCheck.typing',
      'xstate.done.actor.checkVin',
      'xstate.error.actor.checkVin',
    ],
  },
];
