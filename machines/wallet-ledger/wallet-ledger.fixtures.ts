/** Concrete events of the credit ledger: a top-up with its bonus and a promotion, then an older page. */
import type { WalletEntryView } from '@/lib/graphql/generated/operations';
import type { CursorListEvent, CursorListInput, CursorPage } from '../cursor-list';
import type { FixtureEvent } from '../registry.types';

type Kinds = CursorListInput<readonly WalletEntryView['kind'][]>['filter'];

const entry = (
  id: string,
  kind: WalletEntryView['kind'],
  credits: number,
  balanceAfter: number,
  description: string,
) => ({
  id,
  kind,
  credits,
  balanceAfter,
  description,
  createdAt: '2026-11-20T10:00:00.000Z',
  advertId: kind === 'SPEND' ? 'ad-1' : null,
  advertTitle: kind === 'SPEND' ? 'BMW Seria 3 320d' : null,
});

export const LEDGER_FIRST: CursorPage<WalletEntryView> = {
  items: [
    entry('w-3', 'SPEND', -49, 216, 'Promovare 7 zile: BMW Seria 3 320d'),
    entry('w-2', 'BONUS', 15, 265, 'Bonus la alimentare: 15 credite'),
    entry('w-1', 'TOP_UP', 250, 250, 'Alimentare cont: 250 credite'),
  ],
  nextCursor: 'c-1',
};
export const LEDGER_MORE: CursorPage<WalletEntryView> = {
  items: [entry('w-0', 'EXPIRE', -10, 0, 'Credite expirate')],
  nextCursor: null,
};

export const WALLET_LEDGER_INPUT: CursorListInput<Kinds> = { filter: [] };

export const WALLET_LEDGER_EVENTS: readonly FixtureEvent<CursorListEvent<Kinds>>[] = [
  { type: 'xstate.done.actor.loadPage', output: LEDGER_FIRST },
  { type: 'xstate.done.actor.loadPage', output: { items: [], nextCursor: null } },
  { type: 'xstate.error.actor.loadPage', error: new Error('network') },
  { type: 'list.retry' },
  { type: 'list.more' },
  { type: 'xstate.done.actor.loadMore', output: LEDGER_MORE },
  { type: 'xstate.error.actor.loadMore', error: new Error('network') },
  { type: 'filter.change', filter: ['SPEND'] },
];
