/**
 * Concrete inputs and events of the posting wizard: a car advert whose draft has everything but
 * the price (restored from a reload), the price typed right and wrong, the steps walked forward
 * and back, the saves answered (saved, offline, session lost), the catalogue lists loaded or
 * failing, and publishing (active, refused for a field, failed, session lost).
 */
import type { PostingChoices } from '@/lib/posting/posting-choices';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { PostingEvent, PostingInput, PublishOutcome, SaveOutcome } from './posting.types';

/** The catalogue lists of a Dacia Logan II 1.5 dCi. */
export const POSTING_CHOICES: PostingChoices = {
  makes: [
    { id: 1, name: 'Dacia' },
    { id: 2, name: 'Volkswagen' },
  ],
  models: [
    { id: 11, name: 'Logan' },
    { id: 12, name: 'Sandero' },
  ],
  generations: [{ id: 111, name: 'II', yearFrom: 2012, yearTo: 2020 }],
  versions: [
    {
      id: 1111,
      name: '1.5 dCi 90 CP Laureate',
      yearFrom: 2013,
      yearTo: 2020,
      fuelType: 'diesel',
      enginePower: 90,
      engineCapacity: 1461,
      gearbox: 'manual',
      bodyType: 'sedan',
      doorCount: 4,
      equipment: ['abs', 'air_conditioning'],
    },
  ],
};

/** Everything a car advert needs, but the price. */
export const POSTING_VALUES = {
  ...EMPTY_POSTING_VALUES,
  makeId: 1,
  modelId: 11,
  generationId: 111,
  versionId: 1111,
  year: '2016',
  mileage: '128.500',
  fuelType: 'diesel',
  gearbox: 'manual',
  enginePower: '90',
  engineCapacity: '1461',
  title: 'Dacia Logan 1.5 dCi Laureate, întreținută',
  description: 'Un singur proprietar, revizii la zi.',
  cityId: 54975,
};

export const POSTING_INPUT: PostingInput = {
  categoryId: 29,
  subcategoryId: null,
  mode: 'new',
  advertId: null,
  draftId: 'c0ffee00-0000-4000-8000-000000000001',
  values: POSTING_VALUES,
  step: 'price',
  identityLocked: false,
  publishKey: 'cheie-publicare-0001',
  today: '2026-03-15T09:00:00.000Z',
  restoredLocally: false,
  photos: [],
};

const SAVED: SaveOutcome = {
  kind: 'ok',
  data: { draftId: 'c0ffee00-0000-4000-8000-000000000001', updatedAt: '2026-03-15T09:00:05.000Z' },
};
const PUBLISHED: PublishOutcome = {
  kind: 'ok',
  data: { advertId: '90001', status: 'ACTIVE', moderationReason: null },
};

const LOADED = { type: 'xstate.done.actor.loadChoices', output: POSTING_CHOICES } as const;
const WITH_PRICE = { ...POSTING_VALUES, price: '7.450' };

/** The default walk: the price typed (wrong, then right), on to the preview, saved, published. */
export const POSTING_EVENTS: readonly FixtureEvent<PostingEvent>[] = [
  { type: 'field.change', field: 'price', value: '7.450' },
  { type: 'field.change', field: 'price', value: 'șapte mii' },
  { type: 'step.next' },
  { type: 'publish' },
  { type: 'xstate.after.saveDelay.posting.wizard.autosave.waiting' },
  { type: 'xstate.done.actor.save', output: SAVED },
  LOADED,
  { type: 'xstate.done.actor.publish', output: PUBLISHED },
  // Walked by the photos field's and the VIN field's own flows (skipped here, see the registry).
  { type: 'photos.change', photos: [] },
  { type: 'values.fill', patch: { year: '2016', enginePower: '90' } },
];

/** Events another scenario walks (here they would only multiply the paths). */
const WALKED_ELSEWHERE = ['photos.change', 'values.fill'];

export const POSTING_DEFAULT_SKIPS = [
  ...WALKED_ELSEWHERE,
  'step.back',
  'step.go',
  'online',
  'choices.retry',
  'xstate.error.actor.save',
  'xstate.error.actor.publish',
  'xstate.error.actor.loadChoices',
];

/** The steps, the faults and the refusals. */
export const POSTING_SCENARIOS: readonly FlowScenario<PostingInput, PostingEvent>[] = [
  {
    id: 'pasii',
    title: 'Pașii: „Continuă” până la previzualizare, „Înapoi”, un pas din listă, „Editează anunțul”',
    input: { ...POSTING_INPUT, values: WITH_PRICE, step: 'identity' },
    events: [
      { type: 'step.next' },
      { type: 'step.back' },
      { type: 'step.go', step: 'identity' },
      { type: 'step.go', step: 'details' },
      LOADED,
    ],
    skipEvents: [
      ...WALKED_ELSEWHERE,
      'field.change',
      'publish',
      'online',
      'choices.retry',
      'xstate.after.saveDelay.posting.wizard.autosave.waiting',
    ],
  },
  {
    id: 'probleme-pe-pasi',
    title: '„Continuă” cu modelul lipsă arată problema; „Continuă cu activarea” fără titlu duce la pasul Detalii',
    input: { ...POSTING_INPUT, values: { ...WITH_PRICE, modelId: null, title: '' }, step: 'identity' },
    events: [{ type: 'step.next' }, { type: 'step.go', step: 'identity' }, LOADED],
    skipEvents: [
      ...WALKED_ELSEWHERE,
      'field.change',
      'publish',
      'step.back',
      'online',
      'choices.retry',
      'xstate.after.saveDelay.posting.wizard.autosave.waiting',
    ],
  },
  {
    id: 'activare-cu-probleme',
    title:
      'Pe previzualizare, fără titlu: activarea duce la pasul Detalii cu problema sub câmp, unde „Continuă” o arată din nou',
    input: { ...POSTING_INPUT, values: { ...WITH_PRICE, title: '' }, step: 'preview' },
    events: [{ type: 'publish' }, { type: 'step.next' }, LOADED],
    skipEvents: [
      ...WALKED_ELSEWHERE,
      'field.change',
      'step.back',
      'step.go',
      'online',
      'choices.retry',
      'xstate.after.saveDelay.posting.wizard.autosave.waiting',
    ],
  },
  {
    id: 'retea-si-sesiune',
    title: 'Fără rețea la salvare și la activare, apoi sesiunea expiră: nimic din ce s-a scris nu se pierde',
    input: { ...POSTING_INPUT, values: WITH_PRICE, step: 'preview', restoredLocally: true },
    events: [
      { type: 'xstate.after.saveDelay.posting.wizard.autosave.waiting' },
      { type: 'xstate.error.actor.save', error: new Error('Failed to fetch') },
      { type: 'xstate.after.retryDelay.posting.wizard.autosave.offline' },
      { type: 'online' },
      { type: 'xstate.done.actor.save', output: { kind: 'signedOut' } },
      {
        type: 'xstate.done.actor.save',
        output: { kind: 'refused', key: 'posting:problems.draftGone', field: null },
      },
      LOADED,
      { type: 'publish' },
      { type: 'xstate.error.actor.publish', error: new Error('Failed to fetch') },
      { type: 'xstate.done.actor.publish', output: { kind: 'signedOut' } },
    ],
    skipEvents: [...WALKED_ELSEWHERE, 'field.change', 'step.next', 'step.back', 'step.go', 'choices.retry'],
  },
  {
    id: 'refuzat-si-lista',
    title: 'Serverul refuză anul la activare (pasul Detalii), lista de modele nu se încarcă și se reîncarcă',
    input: { ...POSTING_INPUT, values: WITH_PRICE, step: 'preview' },
    events: [
      { type: 'publish' },
      {
        type: 'xstate.done.actor.publish',
        output: { kind: 'refused', key: 'posting:problems.yearOutsideGeneration', field: 'year' },
      },
      { type: 'xstate.error.actor.loadChoices', error: new Error('Failed to fetch') },
      LOADED,
      { type: 'choices.retry' },
      { type: 'step.go', step: 'identity' },
    ],
    skipEvents: [
      ...WALKED_ELSEWHERE,
      'field.change',
      'step.next',
      'step.back',
      'online',
      'xstate.after.saveDelay.posting.wizard.autosave.waiting',
    ],
  },
];
