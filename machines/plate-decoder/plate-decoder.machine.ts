/**
 * The registration-number field (SPEC §2.6 registration-number decoder autofill; docs/vehicle-check.md).
 * Like the VIN field, and a machine of its own rather than a region of one "vehicle identity"
 * machine: the two fields are filled independently, each with its own pause, request and errors,
 * and parallel regions would multiply the generated paths without testing anything more. Once
 * typing pauses or the field is left, a plate that is not Romanian says why; a good one is decoded
 * on the server: its kind, its county and what the national register knows (for the autofill).
 */
import { assign, fromPromise, setup } from 'xstate';
import { normalizePlate, plateProblem } from '@/lib/vehicle-check/plate';
import { outputOf } from '../actor-events';
import type {
  PlateDecodeOutcome,
  PlateDecodeRequest,
  PlateDecoderContext,
  PlateDecoderEvent,
  PlateDecoderInput,
} from './plate-decoder.types';

/** How long typing must pause before the plate is decoded. */
export const PLATE_DECODE_DEBOUNCE_MS = 700;

const notProvided = () => Promise.reject(new Error('provided by usePlateDecoder'));

const settle = [{ guard: 'hasProblem', target: 'invalid', actions: 'showProblem' }, { target: 'decoding' }] as const;

/** A keystroke (never the value the field already has): back to empty, or typing again. */
const typed = [
  { guard: 'typedEmpty', target: '#plateDecoder.empty', actions: 'setPlate' },
  { guard: 'typedOther', target: '#plateDecoder.typing', reenter: true, actions: 'setPlate' },
] as const;

export const plateDecoderMachine = setup({
  types: {
    context: {} as PlateDecoderContext,
    events: {} as PlateDecoderEvent,
    input: {} as PlateDecoderInput,
    tags: {} as 'busy',
  },
  actors: {
    decodePlate: fromPromise<PlateDecodeOutcome, PlateDecodeRequest>(notProvided),
  },
  delays: { debounce: PLATE_DECODE_DEBOUNCE_MS },
  guards: {
    hasNoPlate: ({ context }) => normalizePlate(context.plate) === '',
    typedEmpty: ({ context, event }) =>
      event.type === 'plate.change' && event.value !== context.plate && normalizePlate(event.value) === '',
    typedOther: ({ context, event }) => event.type === 'plate.change' && event.value !== context.plate,
    hasProblem: ({ context }) => plateProblem(context.plate) !== null,
    refused: (_, outcome: PlateDecodeOutcome) => outcome.kind === 'refused',
  },
  actions: {
    setPlate: assign(({ event }) =>
      event.type === 'plate.change' ? { plate: event.value, problem: null, decoded: null, refusal: null } : {},
    ),
    setVin: assign(({ context, event }) => ({ vin: event.type === 'vin.update' ? event.vin : context.vin })),
    showProblem: assign(({ context }) => ({ problem: plateProblem(context.plate) })),
    clearAnswer: assign({ decoded: null, refusal: null }),
    answer: assign((_, outcome: PlateDecodeOutcome) =>
      outcome.kind === 'answered'
        ? { decoded: outcome.answer, refusal: null }
        : { decoded: null, refusal: outcome.key },
    ),
  },
}).createMachine({
  id: 'plateDecoder',
  description:
    'Câmpul „Număr de înmatriculare” din formularul de anunț: după o pauză sau la ieșirea din câmp, eroarea locală sau județul și datele din registrul național.',
  context: ({ input }) => ({ plate: input.plate, vin: input.vin, problem: null, decoded: null, refusal: null }),
  initial: 'start',
  on: { 'vin.update': { actions: 'setVin' } },
  states: {
    start: {
      description: 'La deschidere: un număr din ciornă se decodează imediat, un câmp gol așteaptă.',
      always: [{ guard: 'hasNoPlate', target: 'empty' }, ...settle],
    },
    empty: {
      description: 'Câmpul este gol; nu se afișează nimic.',
      on: { 'plate.change': typed },
    },
    typing: {
      description: 'Vânzătorul scrie; nimic nu se afișează până la o pauză sau ieșirea din câmp.',
      after: { debounce: settle },
      on: { 'plate.change': typed, 'plate.blur': settle },
    },
    invalid: {
      description: 'Numărul nu este unul românesc: județul, forma, literele (fără Q, nu încep cu I sau O).',
      on: { 'plate.change': typed },
    },
    decoding: {
      description: 'Numărul se decodează pe server: tipul, județul și datele registrului național.',
      tags: ['busy'],
      entry: 'clearAnswer',
      invoke: {
        id: 'decodePlate',
        src: 'decodePlate',
        input: ({ context }) => ({ plate: normalizePlate(context.plate), vin: context.vin.trim() || null }),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'refused',
            actions: { type: 'answer', params: outputOf },
          },
          { target: 'decoded', actions: { type: 'answer', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
      on: { 'plate.change': typed },
    },
    decoded: {
      description: 'Tipul numărului și județul; datele registrului (sandbox) cu „Completează”, sau „fără potrivire”.',
      on: { 'plate.change': typed },
    },
    failed: {
      description: 'Decodarea nu a reușit (rețea, server): „Încearcă din nou”; numărul rămâne.',
      on: { 'plate.change': typed, 'plate.retry': { target: 'decoding' } },
    },
    refused: {
      description: 'Serverul a refuzat (prea multe verificări într-o oră): mesajul lui și „Încearcă din nou”.',
      on: { 'plate.change': typed, 'plate.retry': { target: 'decoding' } },
    },
  },
});
