/**
 * The VIN field (SPEC §2.6 VIN verification, §4 VIN check results; docs/vehicle-check.md). While
 * the seller types nothing is said; once typing pauses (VIN_CHECK_DEBOUNCE_MS) or the field is
 * left, a VIN that cannot be one (length, I O Q, other characters) shows why, and a well-formed
 * one is checked on the server: verified, not verified (which part does not match) or duplicated.
 * A network failure offers a retry; a refusal (too many checks) says why. Changing the make,
 * model or year checks the VIN again; a new keystroke drops the answer that no longer applies.
 */
import { assign, fromPromise, setup } from 'xstate';
import { normalizeVin, vinProblem } from '@/lib/vehicle-check/vin';
import { outputOf } from '../actor-events';
import type {
  ChosenVehicle,
  VinCheckContext,
  VinCheckEvent,
  VinCheckInput,
  VinCheckOutcome,
  VinCheckRequestInput,
} from './vin-check.types';

/** How long typing must pause before the VIN is checked. */
export const VIN_CHECK_DEBOUNCE_MS = 700;

const notProvided = () => Promise.reject(new Error('provided by useVinCheck'));

const sameVehicle = (a: ChosenVehicle, b: ChosenVehicle) =>
  a.makeId === b.makeId && a.modelId === b.modelId && a.year === b.year;

const vehicleOf = (event: VinCheckEvent): ChosenVehicle | null =>
  event.type === 'vehicle.change' ? { makeId: event.makeId, modelId: event.modelId, year: event.year } : null;

/** What a pause or leaving the field leads to: the problem, or the server. */
const settle = [{ guard: 'hasProblem', target: 'invalid', actions: 'showProblem' }, { target: 'checking' }] as const;

/**
 * A keystroke: back to empty, or typing again (the pause starts over). The browser sends no change
 * for the value the field already has, so neither does the machine take one.
 */
const typed = [
  { guard: 'typedEmpty', target: '#vinCheck.empty', actions: 'setVin' },
  { guard: 'typedOther', target: '#vinCheck.typing', reenter: true, actions: 'setVin' },
] as const;

export const vinCheckMachine = setup({
  types: {
    context: {} as VinCheckContext,
    events: {} as VinCheckEvent,
    input: {} as VinCheckInput,
    tags: {} as 'busy',
  },
  actors: {
    checkVin: fromPromise<VinCheckOutcome, VinCheckRequestInput>(notProvided),
  },
  delays: { debounce: VIN_CHECK_DEBOUNCE_MS },
  guards: {
    hasNoVin: ({ context }) => normalizeVin(context.vin) === '',
    typedEmpty: ({ context, event }) =>
      event.type === 'vin.change' && event.value !== context.vin && normalizeVin(event.value) === '',
    typedOther: ({ context, event }) => event.type === 'vin.change' && event.value !== context.vin,
    hasProblem: ({ context }) => vinProblem(normalizeVin(context.vin)) !== null,
    vehicleDiffers: ({ context, event }) => {
      const next = vehicleOf(event);
      return next !== null && !sameVehicle(next, context.vehicle);
    },
    refused: (_, outcome: VinCheckOutcome) => outcome.kind === 'refused',
  },
  actions: {
    setVin: assign(({ event }) =>
      event.type === 'vin.change' ? { vin: event.value, problem: null, check: null, refusal: null } : {},
    ),
    setVehicle: assign(({ context, event }) => ({ vehicle: vehicleOf(event) ?? context.vehicle })),
    showProblem: assign(({ context }) => ({ problem: vinProblem(normalizeVin(context.vin)) })),
    clearAnswer: assign({ check: null, refusal: null }),
    answer: assign((_, outcome: VinCheckOutcome) =>
      outcome.kind === 'answered' ? { check: outcome.answer, refusal: null } : { check: null, refusal: outcome.key },
    ),
  },
}).createMachine({
  id: 'vinCheck',
  description:
    'Câmpul VIN din formularul de anunț: după o pauză în scriere sau la ieșirea din câmp, erorile locale sau verificarea pe server (verificat, neverificat, duplicat).',
  context: ({ input }) => ({
    vin: input.vin,
    vehicle: input.vehicle,
    advertId: input.advertId,
    problem: null,
    check: null,
    refusal: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'La deschidere: un VIN din ciornă se verifică imediat, un câmp gol așteaptă.',
      always: [{ guard: 'hasNoVin', target: 'empty' }, ...settle],
    },
    empty: {
      description: 'Câmpul VIN este gol; nu se afișează nimic.',
      on: { 'vin.change': typed, 'vehicle.change': { actions: 'setVehicle' } },
    },
    typing: {
      description: 'Vânzătorul scrie; nimic nu se afișează până la o pauză sau ieșirea din câmp.',
      after: { debounce: settle },
      on: { 'vin.change': typed, 'vin.blur': settle, 'vehicle.change': { actions: 'setVehicle' } },
    },
    invalid: {
      description: 'VIN-ul nu poate fi unul: lungimea, literele I, O, Q sau alte caractere; mesajul spune de ce.',
      on: { 'vin.change': typed, 'vehicle.change': { actions: 'setVehicle' } },
    },
    checking: {
      description: 'VIN-ul se verifică pe server (marca, anul, alte anunțuri active, registrul).',
      tags: ['busy'],
      entry: 'clearAnswer',
      invoke: {
        id: 'checkVin',
        src: 'checkVin',
        input: ({ context }) => ({
          vin: normalizeVin(context.vin),
          vehicle: context.vehicle,
          advertId: context.advertId,
        }),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'refused',
            actions: { type: 'answer', params: outputOf },
          },
          { target: 'checked', actions: { type: 'answer', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
      on: {
        'vin.change': typed,
        'vehicle.change': { guard: 'vehicleDiffers', target: 'checking', reenter: true, actions: 'setVehicle' },
      },
    },
    checked: {
      description:
        'Rezultatul: verificat, neverificat (ce nu corespunde) sau duplicat; datele registrului, dacă există.',
      on: {
        'vin.change': typed,
        'vehicle.change': { guard: 'vehicleDiffers', target: 'checking', actions: 'setVehicle' },
      },
    },
    failed: {
      description: 'Verificarea nu a reușit (rețea, server): „Încearcă din nou”; VIN-ul rămâne.',
      on: {
        'vin.change': typed,
        'vin.retry': { target: 'checking' },
        'vehicle.change': { guard: 'vehicleDiffers', target: 'checking', actions: 'setVehicle' },
      },
    },
    refused: {
      description:
        'Serverul a refuzat verificarea (prea multe verificări într-o oră): mesajul lui și „Încearcă din nou”.',
      on: { 'vin.change': typed, 'vin.retry': { target: 'checking' }, 'vehicle.change': { actions: 'setVehicle' } },
    },
  },
});
