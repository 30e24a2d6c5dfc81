/**
 * One advert's state changes (SPEC §4; docs/my-ads.md), as a row of the ads lists drives them:
 * active -> archived ('Dezactivează', confirmed in a dialog); archived -> active, or -> waiting
 * when it was posted more than 30 days ago (the server decides: 'Reactivează'); a draft is deleted
 * ('Șterge ciorna', confirmed). Waiting and moderated adverts change only through the posting form.
 * The server refuses what the state no longer allows (another tab changed it): the row says why and
 * stays. When a change is done the `announce` action tells the list (the hook provides it).
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  AdvertChange,
  AdvertChangeOutcome,
  AdvertChangeRequest,
  AdvertStateContext,
  AdvertStateEvent,
  AdvertStateInput,
} from './advert-state.types';

/** i18n key of a failed call (network, server). */
export const ADVERT_STATE_FAILED = 'my-ads:errors.change';

const notProvided = () => Promise.reject(new Error('provided by useAdvertState'));

const change = (id: string, kind: AdvertChange) => ({
  id,
  src: 'change' as const,
  input: ({ context }: { context: AdvertStateContext }): AdvertChangeRequest => ({ change: kind, id: context.id }),
});

export const advertStateMachine = setup({
  types: {
    context: {} as AdvertStateContext,
    events: {} as AdvertStateEvent,
    input: {} as AdvertStateInput,
    tags: {} as 'busy' | 'confirming',
  },
  actors: {
    change: fromPromise<AdvertChangeOutcome, AdvertChangeRequest>(notProvided),
  },
  guards: {
    isActive: ({ context }) => context.tab === 'ACTIVE',
    isArchived: ({ context }) => context.tab === 'ARCHIVED',
    isDraft: ({ context }) => context.tab === 'DRAFT',
    isWaiting: ({ context }) => context.tab === 'WAITING',
    refused: (_, outcome: AdvertChangeOutcome) => outcome.kind === 'refused',
    landedActive: (_, outcome: AdvertChangeOutcome) => outcome.kind === 'done' && outcome.tab === 'ACTIVE',
  },
  actions: {
    clearError: assign({ error: null }),
    refuse: assign((_, outcome: AdvertChangeOutcome) => ({
      error: outcome.kind === 'refused' ? outcome.key : ADVERT_STATE_FAILED,
    })),
    fail: assign({ error: ADVERT_STATE_FAILED }),
    settle: assign((_, outcome: AdvertChangeOutcome) => (outcome.kind === 'done' ? { tab: outcome.tab } : {})),
    /** Tells the list the change is done (provided by the hook; nothing in the explorer). */
    announce: (_, _outcome: AdvertChangeOutcome) => undefined,
  },
}).createMachine({
  id: 'advertState',
  description: 'Schimbările de stare ale unui anunț din listele mele: dezactivare, reactivare, ștergerea ciornei.',
  context: ({ input }) => ({ id: input.id, tab: input.tab, error: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Anunțul intră în starea listei în care este afișat.',
      always: [
        { guard: 'isActive', target: 'active' },
        { guard: 'isArchived', target: 'archived' },
        { guard: 'isDraft', target: 'draft' },
        { guard: 'isWaiting', target: 'waiting' },
        { target: 'moderated' },
      ],
    },
    active: {
      description: 'Activ: apare în căutări; se poate dezactiva (cu confirmare), edita sau duplica.',
      on: { 'advert.deactivate': { target: 'confirmingDeactivate', actions: 'clearError' } },
    },
    confirmingDeactivate: {
      description: 'Fereastra „Dezactivezi anunțul?”: anunțul nu va mai apărea în căutări.',
      tags: ['confirming'],
      on: { 'confirm.accept': { target: 'deactivating' }, 'confirm.cancel': { target: 'active' } },
    },
    deactivating: {
      description: 'Se dezactivează (activ -> arhivat); serverul refuză dacă anunțul nu mai este activ.',
      tags: ['busy'],
      invoke: {
        ...change('deactivate', 'deactivate'),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'active',
            actions: { type: 'refuse', params: outputOf },
          },
          {
            target: 'archived',
            actions: [
              { type: 'settle', params: outputOf },
              { type: 'announce', params: outputOf },
            ],
          },
        ],
        onError: { target: 'active', actions: 'fail' },
      },
    },
    archived: {
      description: 'Arhivat (dezactivat): nu apare în căutări; se poate reactiva, edita sau duplica.',
      on: { 'advert.reactivate': { target: 'reactivating', actions: 'clearError' } },
    },
    reactivating: {
      description:
        'Se reactivează: înapoi activ dacă a fost adăugat acum mai puțin de 30 de zile, altfel în așteptare.',
      tags: ['busy'],
      invoke: {
        ...change('reactivate', 'reactivate'),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'archived',
            actions: { type: 'refuse', params: outputOf },
          },
          {
            guard: { type: 'landedActive', params: outputOf },
            target: 'active',
            actions: [
              { type: 'settle', params: outputOf },
              { type: 'announce', params: outputOf },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'settle', params: outputOf },
              { type: 'announce', params: outputOf },
            ],
          },
        ],
        onError: { target: 'archived', actions: 'fail' },
      },
    },
    waiting: {
      description: 'În așteptare: verificările îl vor publica; se poate edita sau duplica.',
    },
    moderated: {
      description: 'Moderat: se arată motivul; se poate edita (și trimite din nou) sau duplica.',
    },
    draft: {
      description: 'Ciornă: „Continuă” deschide formularul; se poate șterge (cu confirmare).',
      on: { 'advert.deleteDraft': { target: 'confirmingDelete', actions: 'clearError' } },
    },
    confirmingDelete: {
      description: 'Fereastra „Ștergi ciorna?”: ce s-a completat se pierde.',
      tags: ['confirming'],
      on: { 'confirm.accept': { target: 'deleting' }, 'confirm.cancel': { target: 'draft' } },
    },
    deleting: {
      description: 'Ciorna se șterge.',
      tags: ['busy'],
      invoke: {
        ...change('deleteDraft', 'deleteDraft'),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'draft',
            actions: { type: 'refuse', params: outputOf },
          },
          {
            target: 'deleted',
            actions: [
              { type: 'settle', params: outputOf },
              { type: 'announce', params: outputOf },
            ],
          },
        ],
        onError: { target: 'draft', actions: 'fail' },
      },
    },
    deleted: {
      description: 'Ciorna a fost ștearsă (rândul iese din listă).',
      type: 'final',
    },
  },
});
