/**
 * The credit promotion flow's tricky parts: the review needs an advert and an option, a promotion
 * the balance cannot pay for is not bought, a refusal keeps the choice and says why, a success
 * lowers the balance at once and reads the page again.
 */
import { createActor, fromPromise } from 'xstate';
import { PromotionRefusal } from '@/lib/payments/credit-promotion.types';
import { CREDIT_PAGE, CREDIT_PAGE_AFTER, GOLF, PROMOTED } from './credit-promotion.fixtures';
import { creditPromotionMachine, CREDIT_PROMOTION_ERRORS, NOT_ENOUGH_CREDITS } from './credit-promotion.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(promote: () => Promise<typeof PROMOTED>, pages = [CREDIT_PAGE, CREDIT_PAGE_AFTER]) {
  const promoted: { advertId: string; kind: string }[] = [];
  let load = 0;
  const actor = createActor(
    creditPromotionMachine.provide({
      actors: {
        loadPage: fromPromise(() => Promise.resolve(pages[Math.min(load++, pages.length - 1)]!)),
        loadMore: fromPromise(() => Promise.reject(new Error('unused'))),
        promote: fromPromise(({ input }) => {
          promoted.push(input);
          return promote();
        }),
      },
    }),
  ).start();
  return { actor, promoted };
}

it('reviews only with an advert and an option, then buys and reads the page again', async () => {
  const { actor, promoted } = start(() => Promise.resolve(PROMOTED));
  await settle();
  expect(actor.getSnapshot().value).toBe('choosing');
  actor.send({ type: 'promotion.review' });
  expect(actor.getSnapshot().value).toBe('choosing');
  actor.send({ type: 'advert.choose', advertId: GOLF.id });
  actor.send({ type: 'promotion.review' });
  expect(actor.getSnapshot().value).toBe('choosing');
  actor.send({ type: 'option.choose', kind: 'PROMOTED_7' });
  actor.send({ type: 'promotion.review' });
  expect(actor.getSnapshot().value).toBe('confirming');
  actor.send({ type: 'promotion.confirm' });
  expect(actor.getSnapshot().value).toBe('promoting');
  await settle();
  expect(promoted).toEqual([{ advertId: GOLF.id, kind: 'PROMOTED_7' }]);
  await settle();
  const { context, value } = actor.getSnapshot();
  expect(value).toBe('choosing');
  expect(context.balance).toBe(167);
  expect(context.promotions[0]!.advertId).toBe(GOLF.id);
  expect(context.notice).toEqual({
    advertTitle: GOLF.title,
    kind: 'PROMOTED_7',
    credits: 49,
    endsAt: PROMOTED.endsAt,
  });
  expect([context.advertId, context.kind]).toEqual([null, null]);
});

it('does not buy what the balance cannot pay for', async () => {
  const { actor, promoted } = start(() => Promise.resolve(PROMOTED), [{ ...CREDIT_PAGE, balance: 40 }]);
  await settle();
  actor.send({ type: 'advert.choose', advertId: GOLF.id });
  actor.send({ type: 'option.choose', kind: 'PROMOTED_7' });
  actor.send({ type: 'promotion.review' });
  actor.send({ type: 'promotion.confirm' });
  expect(actor.getSnapshot().value).toBe('confirming');
  expect(promoted).toEqual([]);
});

it.each([
  ['a refusal', new PromotionRefusal(NOT_ENOUGH_CREDITS), NOT_ENOUGH_CREDITS],
  ['a network failure', new Error('network'), CREDIT_PROMOTION_ERRORS.promote],
])('keeps the choice after %s and says why', async (_name, error, key) => {
  const { actor } = start(() => Promise.reject(error));
  await settle();
  actor.send({ type: 'advert.choose', advertId: GOLF.id });
  actor.send({ type: 'option.choose', kind: 'PROMOTED_30' });
  actor.send({ type: 'promotion.review' });
  actor.send({ type: 'promotion.confirm' });
  await settle();
  const { context, value } = actor.getSnapshot();
  expect(value).toBe('choosing');
  expect([context.advertId, context.kind, context.error, context.balance]).toEqual([GOLF.id, 'PROMOTED_30', key, 216]);
  // Choosing again clears the message.
  actor.send({ type: 'option.choose', kind: 'PROMOTED_7' });
  expect(actor.getSnapshot().context.error).toBeNull();
});
