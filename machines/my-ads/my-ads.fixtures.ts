/**
 * Concrete inputs and events of an ads list: the active list whose first page has two adverts and a
 * second page, a deactivation reported by a row, the failures; the archived list with a reactivation
 * (back to active, or to waiting); the drafts with a draft deleted; an empty list.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { MyAdRow, MyAdsCountsView, MyAdsEvent, MyAdsInput, MyAdsPage } from './my-ads.types';

/** The active list. */
export const MY_ADS_INPUT: MyAdsInput = { tab: 'ACTIVE' };

const COUNTS: MyAdsCountsView = { active: 3, waiting: 1, archived: 1, moderated: 0, draft: 1 };

const row = (id: string, title: string, over: Partial<MyAdRow> = {}): MyAdRow => ({
  id,
  draft: false,
  tab: 'ACTIVE',
  title,
  price: '7.900 EUR',
  photoUrl: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  editedAt: '2026-03-10T09:00:00.000Z',
  moderationReason: null,
  url: `/autoturisme/anunt/${id}`,
  hiddenUntilPayment: false,
  editUrl: `/autoturisme/anunt-nou/edit/${id}`,
  duplicateUrl: `/autoturisme/anunt-nou/duplicate/${id}`,
  stats: { views: 120, phoneReveals: 4, messages: 2 },
  actions: ['EDIT', 'DUPLICATE', 'DEACTIVATE'],
  ...over,
});

/** A Logan, the newest. */
export const ROW_LOGAN = row('101', 'Dacia Logan 1.0 SCe 2019');
/** A Golf. */
export const ROW_GOLF = row('102', 'Volkswagen Golf 8 2.0 TDI', { price: '21.500 EUR' });
/** The second page's advert. */
export const ROW_FOCUS = row('103', 'Ford Focus 1.5 EcoBlue', { price: null });
/** An archived advert. */
export const ROW_ARCHIVED = row('104', 'Skoda Octavia 2.0 TDI', {
  tab: 'ARCHIVED',
  url: null,
  actions: ['REACTIVATE', 'EDIT', 'DUPLICATE'],
});
/** A draft of a new advert. */
export const ROW_DRAFT = row('5e0c6a4e-0000-4000-8000-000000000001', 'Autobuz Setra', {
  draft: true,
  tab: 'DRAFT',
  url: null,
  editUrl: '/camioane/autobuze/anunt-nou/edit/5e0c6a4e-0000-4000-8000-000000000001',
  duplicateUrl: null,
  stats: { views: 0, phoneReveals: 0, messages: 0 },
  actions: ['EDIT', 'DELETE_DRAFT'],
});

export const FIRST_PAGE: MyAdsPage = { items: [ROW_LOGAN, ROW_GOLF], endCursor: 'cursor-2', counts: COUNTS };
export const LAST_PAGE: MyAdsPage = { items: [ROW_FOCUS], endCursor: null, counts: COUNTS };
export const EMPTY_PAGE: MyAdsPage = { items: [], endCursor: null, counts: { ...COUNTS, moderated: 0 } };

const AFTER_DEACTIVATE: MyAdsCountsView = { ...COUNTS, active: 2, archived: 2 };

export const MY_ADS_EVENTS: readonly FixtureEvent<MyAdsEvent>[] = [
  { type: 'xstate.done.actor.loadPage', output: FIRST_PAGE },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'list.loadMore' },
  { type: 'xstate.done.actor.loadMore', output: LAST_PAGE },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  { type: 'advert.changed', id: ROW_LOGAN.id, change: 'deactivate', tab: 'ARCHIVED', counts: AFTER_DEACTIVATE },
];

export const MY_ADS_SCENARIOS: readonly FlowScenario<MyAdsInput, MyAdsEvent>[] = [
  {
    id: 'arhivate',
    title: 'Anunțurile arhivate: reactivarea unuia (înapoi activ sau în așteptare)',
    input: { tab: 'ARCHIVED' },
    events: [
      { type: 'xstate.done.actor.loadPage', output: { items: [ROW_ARCHIVED], endCursor: null, counts: COUNTS } },
      {
        type: 'advert.changed',
        id: ROW_ARCHIVED.id,
        change: 'reactivate',
        tab: 'ACTIVE',
        counts: { ...COUNTS, active: 4, archived: 0 },
      },
      {
        type: 'advert.changed',
        id: ROW_ARCHIVED.id,
        change: 'reactivate',
        tab: 'WAITING',
        counts: { ...COUNTS, waiting: 2, archived: 0 },
      },
    ],
    skipEvents: ['list.retry', 'list.loadMore', 'xstate.error.actor.loadPage'],
  },
  {
    id: 'ciorne',
    title: 'Ciornele: o ciornă ștearsă; o listă goală cu „Adaugă anunț”',
    input: { tab: 'DRAFT' },
    events: [
      { type: 'xstate.done.actor.loadPage', output: { items: [ROW_DRAFT], endCursor: null, counts: COUNTS } },
      { type: 'xstate.done.actor.loadPage', output: EMPTY_PAGE },
      { type: 'advert.changed', id: ROW_DRAFT.id, change: 'deleteDraft', tab: null, counts: { ...COUNTS, draft: 0 } },
    ],
    skipEvents: ['list.retry', 'list.loadMore', 'xstate.error.actor.loadPage'],
  },
];
