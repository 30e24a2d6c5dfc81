/**
 * Concrete answers of the credit promotion flow: a page with two adverts (one promoted until
 * December), the three options, 216 credits and two promotions bought with more to come; the next
 * page; an account with no adverts and nothing bought; the refusals and failures.
 */
import type { CreditPromotionsPageView, PromotionDone } from '@/lib/payments/credit-promotion.types';
import { PromotionRefusal } from '@/lib/payments/credit-promotion.types';
import type { FixtureEvent } from '../registry.types';
import type { CreditPromotionEvent } from './credit-promotion.types';

const PROMOTION_OPTIONS = [
  { kind: 'BUMP', credits: 15, days: 0 },
  { kind: 'PROMOTED_7', credits: 49, days: 7 },
  { kind: 'PROMOTED_30', credits: 149, days: 30 },
] as const;

export const GOLF = {
  id: '501',
  title: 'Volkswagen Golf 1.6 TDI',
  url: '/autoturisme/anunt/501',
  promotedUntil: null,
};
const OCTAVIA = {
  id: '502',
  title: 'Skoda Octavia 2.0 TDI',
  url: '/autoturisme/anunt/502',
  promotedUntil: '2026-12-05T10:00:00.000Z',
};

const RUNNING = {
  id: 'p-2',
  advertId: OCTAVIA.id,
  advertTitle: OCTAVIA.title,
  advertUrl: OCTAVIA.url,
  kind: 'PROMOTED_7',
  credits: 49,
  startsAt: '2026-11-28T10:00:00.000Z',
  endsAt: '2026-12-05T10:00:00.000Z',
  status: 'RUNNING',
} as const;

const BUMPED = {
  id: 'p-1',
  advertId: GOLF.id,
  advertTitle: GOLF.title,
  advertUrl: GOLF.url,
  kind: 'BUMP',
  credits: 15,
  startsAt: '2026-11-20T08:00:00.000Z',
  endsAt: null,
  status: 'APPLIED',
} as const;

const ENDED = {
  id: 'p-0',
  advertId: '400',
  advertTitle: 'Dacia Logan 1.0 SCe',
  advertUrl: null,
  kind: 'PROMOTED_30',
  credits: 149,
  startsAt: '2026-09-01T08:00:00.000Z',
  endsAt: '2026-10-01T08:00:00.000Z',
  status: 'ENDED',
} as const;

/** The first load: 216 credits, two adverts, two promotions bought, more to come. */
export const CREDIT_PAGE: CreditPromotionsPageView = {
  options: PROMOTION_OPTIONS,
  balance: 216,
  adverts: [GOLF, OCTAVIA],
  promotions: [RUNNING, BUMPED],
  nextCursor: 'p-1',
};

/** After promoting the Golf for 7 days: 167 credits, the new promotion first. */
export const CREDIT_PAGE_AFTER: CreditPromotionsPageView = {
  ...CREDIT_PAGE,
  balance: 167,
  adverts: [{ ...GOLF, promotedUntil: '2026-12-05T10:00:00.000Z' }, OCTAVIA],
  promotions: [
    { ...RUNNING, id: 'p-3', advertId: GOLF.id, advertTitle: GOLF.title, advertUrl: GOLF.url },
    RUNNING,
    BUMPED,
  ],
};

/** A dealer without active adverts who has bought nothing yet, with 10 credits. */
const EMPTY_CREDIT_PAGE: CreditPromotionsPageView = {
  options: PROMOTION_OPTIONS,
  balance: 10,
  adverts: [],
  promotions: [],
  nextCursor: null,
};

export const PROMOTED: PromotionDone = {
  advertId: GOLF.id,
  kind: 'PROMOTED_7',
  startsAt: '2026-11-28T10:00:00.000Z',
  endsAt: '2026-12-05T10:00:00.000Z',
};

export const CREDIT_PROMOTION_EVENTS: readonly FixtureEvent<CreditPromotionEvent>[] = [
  { type: 'xstate.done.actor.loadPage', output: CREDIT_PAGE },
  { type: 'xstate.done.actor.loadPage', output: EMPTY_CREDIT_PAGE },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'page.retry' },
  { type: 'advert.choose', advertId: GOLF.id },
  { type: 'option.choose', kind: 'PROMOTED_7' },
  { type: 'option.choose', kind: 'PROMOTED_30' },
  { type: 'promotion.review' },
  { type: 'promotion.cancel' },
  { type: 'promotion.confirm' },
  { type: 'xstate.done.actor.promote', output: PROMOTED },
  { type: 'xstate.error.actor.promote', error: new PromotionRefusal('errors:billing.notEnoughCredits') },
  { type: 'xstate.error.actor.promote', error: new Error('network') },
  { type: 'xstate.done.actor.refresh', output: CREDIT_PAGE_AFTER },
  { type: 'xstate.error.actor.refresh', error: new Error('network') },
  { type: 'history.more' },
  { type: 'xstate.done.actor.loadMore', output: { promotions: [ENDED], nextCursor: null } },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  { type: 'notice.dismiss' },
];
