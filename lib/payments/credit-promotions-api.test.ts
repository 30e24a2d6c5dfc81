/**
 * The credit promotion calls against a stand-in Apollo client: every active advert is offered (the
 * pages after the first are read), and a BAD_USER_INPUT refusal of promoteAdvert becomes a
 * PromotionRefusal with its key while other failures reject as they came.
 */
import type { DocumentNode } from 'graphql';
import * as ops from '@/lib/graphql/generated/operations';
import { PromotionRefusal } from './credit-promotion.types';

const client = { query: vi.fn(), mutate: vi.fn() };
vi.mock('@/lib/graphql/browser-apollo', () => ({ getApolloClient: () => Promise.resolve(client) }));

const { fetchCreditPromotionsPage, promoteAdvert } = await import('./credit-promotions-api');

const advert = (id: number) => ({
  id: String(id),
  title: `Anunț ${id}`,
  url: `/autoturisme/anunt/${id}`,
  promotedUntil: null,
});

beforeEach(() => {
  client.query.mockReset();
  client.mutate.mockReset();
});

it('reads the adverts after the first 50, 50 a trip', async () => {
  client.query.mockImplementation(({ query, variables }: { query: DocumentNode; variables?: { after: string } }) => {
    if (query === ops.Payments_CreditPromotionsPageDocument)
      return Promise.resolve({
        data: {
          promotionOptions: [{ kind: 'BUMP', credits: 15, days: 0 }],
          wallet: { balance: 100 },
          promotableAdverts: { adverts: [advert(120), advert(119)], nextCursor: '119' },
          advertPromotions: { promotions: [], nextCursor: null },
        },
      });
    const next =
      variables?.after === '119'
        ? { adverts: [advert(118)], nextCursor: '118' }
        : { adverts: [advert(117)], nextCursor: null };
    return Promise.resolve({ data: { promotableAdverts: next } });
  });
  const page = await fetchCreditPromotionsPage();
  expect(page.adverts.map((a) => a.id)).toEqual(['120', '119', '118', '117']);
  expect(page.balance).toBe(100);
  expect(client.query).toHaveBeenCalledTimes(3);
});

it('turns a refusal into a PromotionRefusal and lets other failures through', async () => {
  client.mutate.mockResolvedValueOnce({
    error: { errors: [{ extensions: { code: 'BAD_USER_INPUT', i18nKey: 'errors:billing.notEnoughCredits' } }] },
  });
  await expect(promoteAdvert('1', 'PROMOTED_7')).rejects.toEqual(
    new PromotionRefusal('errors:billing.notEnoughCredits'),
  );
  client.mutate.mockResolvedValueOnce({ error: new Error('network') });
  await expect(promoteAdvert('1', 'PROMOTED_7')).rejects.toThrow('network');
  client.mutate.mockResolvedValueOnce({
    data: { promoteAdvert: { advertId: '1', kind: 'PROMOTED_7', startsAt: 'a', endsAt: 'b' } },
  });
  await expect(promoteAdvert('1', 'PROMOTED_7')).resolves.toMatchObject({ advertId: '1' });
});
