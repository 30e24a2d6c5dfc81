/**
 * The posting wizard (SPEC §2.3, §2.6 posting form, §4; docs/posting.md): identity → details →
 * photos → price → preview → activate. Three regions run side by side while the seller edits:
 * - `form`: the step on screen; 'Continuă' shows the step's problems instead of moving on;
 * - `autosave`: every change is saved to the server 800 ms after the typing stops (the page keeps
 *   a copy in this browser at every change too); offline, it retries every 5 s and when the
 *   browser is back online; a lost session stops it (nothing typed is lost: sign in again);
 * - `choices`: the catalogue lists of the current make, model and generation, with a retry.
 * 'Continuă cu activarea anunțului' on the preview publishes with the page's idempotency key: a
 * refusal goes back to the field's step with the reason under it; a failure keeps everything and
 * offers the retry, which sends the same key (one advert, however often it is pressed).
 */
import { assign, fromPromise, setup } from 'xstate';
import { NO_CHOICES, choicesRequestOf, withChoice, type ChoicesRequest } from '@/lib/posting/posting-choices';
import { POSTING_STEPS, stepFields, stepOfField } from '@/lib/posting/posting-fields';
import { postingProblems } from '@/lib/posting/posting-rules';
import { outputOf } from '../actor-events';
import type {
  FieldChange,
  PostingChoices,
  PostingContext,
  PostingEvent,
  PostingInput,
  PostingStep,
  PostingValues,
  PublishOutcome,
  SaveOutcome,
} from './posting.types';

/** What the save actor gets. */
export interface SaveRequest {
  readonly draftId: string | null;
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly mode: PostingInput['mode'];
  readonly advertId: string | null;
  readonly values: PostingValues;
  readonly step: PostingStep;
}

/** What the publish actor gets: the last values are saved first, then published. */
export interface PublishRequest extends SaveRequest {
  readonly publishKey: string;
}

/** Quiet time after the last change before the save (at most 2 s of typing may be lost, SPEC of issue 12). */
export const SAVE_DELAY_MS = 800;
/** Offline: the next attempt. */
export const SAVE_RETRY_MS = 5000;

const notProvided = () => Promise.reject(new Error('provided by usePosting'));

const today = (context: PostingContext) => new Date(context.today);
const stepProblems = (context: PostingContext, step: PostingStep) =>
  postingProblems(context.values, context.categoryId, today(context), step);
const allProblems = (context: PostingContext) => postingProblems(context.values, context.categoryId, today(context));

const saveRequest = ({ context }: { context: PostingContext }): SaveRequest => ({
  draftId: context.draftId,
  categoryId: context.categoryId,
  subcategoryId: context.subcategoryId,
  mode: context.mode,
  advertId: context.advertId,
  values: context.values,
  step: context.step,
});

const LOCKED: ReadonlySet<string> = new Set(['vin', 'makeId', 'modelId', 'year']);

function editable(context: PostingContext, event: FieldChange): boolean {
  return (
    JSON.stringify(context.values[event.field]) !== JSON.stringify(event.value) &&
    stepFields(context.categoryId, context.step).includes(event.field) &&
    !(context.identityLocked && LOCKED.has(event.field))
  );
}
const nextStep = (step: PostingStep, by: 1 | -1): PostingStep =>
  POSTING_STEPS[Math.min(Math.max(POSTING_STEPS.indexOf(step) + by, 0), POSTING_STEPS.length - 1)] ?? step;

/** The step states, each routed from context.step (a return from publishing lands where it should). */
const stepStates = Object.fromEntries(
  POSTING_STEPS.map((step, index) => [
    step,
    {
      tags: step === 'preview' ? ['preview'] : [],
      on: {
        ...(step === 'preview'
          ? {
              publish: [
                { guard: 'allValid', target: '#posting.publishing' },
                { target: 'route', actions: 'showFirstProblem' },
              ],
            }
          : {
              'step.next': [
                { guard: { type: 'stepValid', params: { step } }, target: 'route', actions: 'advance' },
                { actions: { type: 'showStepProblems', params: { step } } },
              ],
            }),
        // The preview's way back is 'Editează anunțul' (step.go).
        ...(index > 0 && step !== 'preview' ? { 'step.back': { target: 'route', actions: 'goBack' } } : {}),
      },
    },
  ]),
);

/** An edit of a field (the step on screen, a new value, not locked): values, local copy, dirty. */
const EDIT = { guard: 'editable', actions: ['change', 'backup'] } as const;
const EDIT_TO_WAITING = { ...EDIT, target: 'waiting', reenter: true } as const;
/** The register's data written into the form. */
const FILL = { actions: ['fill', 'backup'] } as const;
const FILL_TO_WAITING = { ...FILL, target: 'waiting', reenter: true } as const;

export const postingMachine = setup({
  types: {
    context: {} as PostingContext,
    events: {} as PostingEvent,
    input: {} as PostingInput,
    tags: {} as 'preview' | 'busy',
  },
  actors: {
    save: fromPromise<SaveOutcome, SaveRequest>(notProvided),
    publish: fromPromise<PublishOutcome, PublishRequest>(notProvided),
    loadChoices: fromPromise<PostingChoices, ChoicesRequest>(notProvided),
  },
  guards: {
    stepValid: ({ context }, params: { step: PostingStep }) =>
      Object.keys(stepProblems(context, params.step)).length === 0,
    allValid: ({ context }) => Object.keys(allProblems(context)).length === 0,
    /**
     * A new value (the browser sends no change for the same value) of a field of the step on
     * screen, not locked by the 24 hours.
     */
    editable: ({ context, event }) => event.type === 'field.change' && editable(context, event),
    /** A step already passed (the step list), or any step from the preview ('Editează anunțul'). */
    canGo: ({ context, event }) =>
      event.type === 'step.go' && POSTING_STEPS.indexOf(event.step) < POSTING_STEPS.indexOf(context.step),
    /** The lists were loaded for another make, model or generation than the form has now. */
    choicesStale: ({ context }) =>
      context.choicesFor !==
      JSON.stringify(choicesRequestOf(context.categoryId, context.values, context.subcategoryId)),
    /** The lists are loaded, and for the make, model and generation the form has. */
    haveChoices: ({ context }) =>
      context.choices.makes.length > 0 &&
      context.choicesFor === JSON.stringify(choicesRequestOf(context.categoryId, context.values)),
    dirty: ({ context }) => context.dirty,
    atStep: ({ context }, params: { step: PostingStep }) => context.step === params.step,
    saved: (_, outcome: SaveOutcome) => outcome.kind === 'ok',
    signedOut: (_, outcome: SaveOutcome | PublishOutcome) => outcome.kind === 'signedOut',
    published: (_, outcome: PublishOutcome) => outcome.kind === 'ok',
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = withChoice(context.values, event.field, event.value, context.choices);
      const problems = { ...context.problems };
      // A problem shown under a field follows it as the seller corrects it.
      for (const field of Object.keys(problems) as (keyof PostingValues)[]) {
        const now = postingProblems(values, context.categoryId, today(context), stepOfField(context.categoryId, field))[
          field
        ];
        if (now) problems[field] = now;
        else delete problems[field];
      }
      return { values, problems, dirty: true, refusal: null };
    }),
    fill: assign(({ context, event }) => {
      if (event.type !== 'values.fill') return {};
      let values = context.values;
      for (const [field, value] of Object.entries(event.patch) as [keyof PostingValues, never][])
        if (!(context.identityLocked && LOCKED.has(field))) values = withChoice(values, field, value, context.choices);
      return { values, dirty: true };
    }),
    advance: assign(({ context }) => ({ step: nextStep(context.step, 1), problems: {} })),
    goBack: assign(({ context }) => ({ step: nextStep(context.step, -1) })),
    setPhotos: assign(({ event }) => (event.type === 'photos.change' ? { photos: event.photos } : {})),
    goTo: assign(({ event }) => (event.type === 'step.go' ? { step: event.step } : {})),
    showStepProblems: assign(({ context }, params: { step: PostingStep }) => ({
      problems: stepProblems(context, params.step),
    })),
    showFirstProblem: assign(({ context }) => {
      const problems = allProblems(context);
      const first = Object.keys(problems)[0] as keyof PostingValues | undefined;
      return first ? { problems, step: stepOfField(context.categoryId, first) } : {};
    }),
    startSave: assign({ dirty: false }),
    saved: assign((_, outcome: SaveOutcome) =>
      outcome.kind === 'ok' ? { draftId: outcome.data.draftId, savedAt: outcome.data.updatedAt } : {},
    ),
    markDirty: assign({ dirty: true }),
    setChoices: assign((_, choices: PostingChoices) => ({ choices })),
    markChoicesRequested: assign(({ context }) => ({
      choicesFor: JSON.stringify(choicesRequestOf(context.categoryId, context.values, context.subcategoryId)),
    })),
    setResult: assign((_, outcome: PublishOutcome) => (outcome.kind === 'ok' ? { result: outcome.data } : {})),
    setRefusal: assign(({ context }, outcome: PublishOutcome) => {
      if (outcome.kind !== 'refused') return {};
      if (!outcome.field || !(outcome.field in context.values)) return { refusal: outcome.key };
      const field = outcome.field;
      return { problems: { [field]: outcome.key }, step: stepOfField(context.categoryId, field), refusal: null };
    }),
    /** The page keeps a copy of the values in this browser (provided by usePosting). */
    backup: () => undefined,
  },
  delays: { saveDelay: SAVE_DELAY_MS, retryDelay: SAVE_RETRY_MS },
}).createMachine({
  id: 'posting',
  context: ({ input }) => ({
    ...input,
    problems: {},
    choices: NO_CHOICES,
    choicesFor: null,
    dirty: input.restoredLocally,
    savedAt: null,
    refusal: null,
    result: null,
  }),
  initial: 'wizard',
  states: {
    wizard: {
      type: 'parallel',
      on: {
        'photos.change': { actions: 'setPhotos' },
      },
      states: {
        form: {
          initial: 'route',
          // On the form region alone: a step chosen from the list must not restart the autosave (a
          // save under way would be dropped) nor reload the catalogue lists.
          on: { 'step.go': { guard: 'canGo', target: '.route', actions: 'goTo' } },
          states: {
            route: {
              always: POSTING_STEPS.map((step) => ({ guard: { type: 'atStep', params: { step } }, target: step })),
            },
            ...stepStates,
          },
        },
        autosave: {
          initial: 'check',
          // Every edit is taken here (one region handles it, so XState runs it once): the values
          // change, the local copy is written, and the save waits for the typing to stop.
          states: {
            check: { always: [{ guard: 'dirty', target: 'waiting' }, { target: 'idle' }] },
            idle: { on: { 'field.change': EDIT_TO_WAITING, 'values.fill': FILL_TO_WAITING } },
            waiting: {
              after: { saveDelay: 'saving' },
              on: { 'field.change': EDIT_TO_WAITING, 'values.fill': FILL_TO_WAITING },
            },
            saving: {
              tags: ['busy'],
              entry: 'startSave',
              // Edits during a save are kept (dirty): the save is followed by another.
              on: { 'field.change': EDIT, 'values.fill': FILL },
              invoke: {
                id: 'save',
                src: 'save',
                input: saveRequest,
                onDone: [
                  {
                    guard: { type: 'saved', params: outputOf },
                    target: 'check',
                    actions: { type: 'saved', params: outputOf },
                  },
                  { guard: { type: 'signedOut', params: outputOf }, target: '#posting.signedOut' },
                  // A refused save (a draft deleted in another tab, an oversized field): keep the copy here.
                  { target: 'offline', actions: 'markDirty' },
                ],
                onError: { target: 'offline', actions: 'markDirty' },
              },
            },
            offline: {
              after: { retryDelay: 'saving' },
              on: { online: 'saving', 'field.change': EDIT, 'values.fill': FILL },
            },
          },
        },
        choices: {
          initial: 'check',
          states: {
            // The wizard entered again (after a failed publish) keeps the lists it has for the form.
            check: { always: [{ guard: 'haveChoices', target: 'ready' }, { target: 'loading' }] },
            loading: {
              entry: 'markChoicesRequested',
              invoke: {
                id: 'loadChoices',
                src: 'loadChoices',
                input: ({ context }) => choicesRequestOf(context.categoryId, context.values, context.subcategoryId),
                onDone: { target: 'ready', actions: { type: 'setChoices', params: outputOf } },
                onError: 'failed',
              },
            },
            // A new make, model or generation needs its lists: loaded again as soon as it is chosen.
            ready: { always: { guard: 'choicesStale', target: 'loading' } },
            // The lists and their retry are on the identity step.
            failed: {
              always: { guard: 'choicesStale', target: 'loading' },
              on: { 'choices.retry': { guard: { type: 'atStep', params: { step: 'identity' } }, target: 'loading' } },
            },
          },
        },
      },
    },
    publishing: {
      tags: ['busy', 'preview'],
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => ({ ...saveRequest({ context }), publishKey: context.publishKey }),
        onDone: [
          {
            guard: { type: 'published', params: outputOf },
            target: 'published',
            actions: { type: 'setResult', params: outputOf },
          },
          { guard: { type: 'signedOut', params: outputOf }, target: 'signedOut' },
          { target: 'wizard', actions: { type: 'setRefusal', params: outputOf } },
        ],
        onError: 'publishFailed',
      },
    },
    publishFailed: {
      tags: ['preview'],
      on: { publish: 'publishing', 'step.go': { guard: 'canGo', target: 'wizard', actions: 'goTo' } },
    },
    signedOut: {},
    published: { type: 'final' },
  },
});
