/**
 * Concrete events of the favourites list: a list of two (an active Golf whose price dropped, the
 * newest, and a Logan no longer active), the removal of the Golf and of all, and the failures.
 */
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import type { FixtureEvent } from '../registry.types';
import type { FavouriteAdvertView, FavouriteListEvent, FavouriteListInput } from './favourite-list.types';

export const FAVOURITE_LIST_INPUT: FavouriteListInput = {};

/** An active favourite whose price dropped since. */
const FAVOURITE_GOLF: FavouriteAdvertView = {
  advert: cardFixture({
    id: '2001',
    url: '/autoturisme/anunt/2001',
    title: 'Volkswagen Golf 8 2.0 TDI',
    price: { amount: 21500, currency: 'EUR', net: null, amountLei: 107_000, amountEur: 21500 },
    priceDrop: { previousAmount: 22900, amount: 1400, currency: 'EUR' },
  }),
  active: true,
  followedAt: '2026-03-10T09:00:00.000Z',
  priceChange: { previousAmount: 22900 },
};

/** A favourite no longer active (sold or withdrawn). */
const FAVOURITE_LOGAN: FavouriteAdvertView = {
  advert: cardFixture({ id: '2002', url: '/autoturisme/anunt/2002', title: 'Dacia Logan 1.0 SCe 2019' }),
  active: false,
  followedAt: '2026-03-01T09:00:00.000Z',
  priceChange: null,
};

const FAVOURITE_LIST: readonly FavouriteAdvertView[] = [FAVOURITE_GOLF, FAVOURITE_LOGAN];

export const FAVOURITE_LIST_EVENTS: readonly FixtureEvent<FavouriteListEvent>[] = [
  { type: 'xstate.done.actor.loadList', output: FAVOURITE_LIST },
  { type: 'xstate.error.actor.loadList', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'advert.remove', id: FAVOURITE_GOLF.advert.id },
  { type: 'all.remove' },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'xstate.done.actor.unfollow', output: undefined },
  { type: 'xstate.error.actor.unfollow', error: new Error('network') },
  { type: 'xstate.done.actor.removeAll', output: undefined },
  { type: 'xstate.error.actor.removeAll', error: new Error('network') },
];
