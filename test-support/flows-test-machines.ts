/**
 * Small machines for the explorer's unit tests: one with every feature the drawing handles
 * (nesting, `always`, named and numeric delays, an invoked actor with both outcomes, rows that
 * stay in their state, a re-entering self transition, a transition of the machine itself, a
 * final state), plus the real-world translate function over the Romanian catalogue.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { TranslationTree } from '@/lib/i18n/i18n-config';
import type { FlowsTranslate } from '@/lib/flows/flow-words';

/** A translate function over public/locales/<locale>/flows.json. */
export function catalogueTranslate(locale: 'ro' | 'en' = 'ro'): FlowsTranslate {
  const tree = JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', locale, 'flows.json'), 'utf8'),
  ) as TranslationTree;
  const instance = createI18n({ locale, resources: { flows: tree } });
  const t = instance.getFixedT(locale, 'flows');
  return (key, params) => t(key, params);
}

/** Input of draftMachine: start with a save pending (exercises an `always` transition at start). */
export interface DraftInput {
  readonly pending?: boolean;
}

/** A draft editor: edit, save through an invoked actor, retry on error, done after publishing. */
export const draftMachine = setup({
  types: {
    context: {} as { text: string; attempts: number; pending: boolean },
    events: {} as
      | { type: 'text.change'; text: string }
      | { type: 'draft.save' }
      | { type: 'draft.publish' }
      | { type: 'draft.reset' },
    input: {},
  },
  actors: { saveDraft: fromPromise(() => Promise.resolve('saved')) },
  delays: { retryDelay: ({ context }) => 1000 * (context.attempts + 1) },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    isPending: ({ context }) => context.pending,
    isShort: ({ context }) => context.text.length < 5,
  },
  actions: {
    setText: assign({ text: ({ context, event }) => (event.type === 'text.change' ? event.text : context.text) }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    clearPending: assign({ pending: false }),
  },
}).createMachine({
  id: 'draft',
  context: ({ input }: { input: DraftInput }) => ({ text: '', attempts: 0, pending: input.pending === true }),
  initial: 'editing',
  on: { 'draft.reset': { target: '.editing', actions: assign({ text: '' }) } },
  states: {
    editing: {
      description: 'Utilizatorul scrie.',
      always: { guard: 'isPending', target: 'saving', actions: 'clearPending' },
      initial: 'idle',
      on: {
        'text.change': { actions: 'setText' },
        'draft.save': { guard: and(['hasText', not('isShort')]), target: 'saving' },
      },
      states: {
        idle: { after: { 2000: 'hinting' } },
        hinting: { description: 'Un sfat apare după 2 secunde.' },
      },
    },
    saving: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        onDone: { target: 'saved' },
        onError: { target: 'failed', actions: 'countAttempt' },
      },
    },
    failed: {
      after: { retryDelay: { target: 'saving' } },
      on: { 'draft.save': { target: 'failed', reenter: true } },
    },
    saved: { on: { 'draft.publish': 'published' } },
    published: { type: 'final', description: 'Anunțul a fost publicat.' },
  },
});
