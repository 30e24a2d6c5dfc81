/**
 * The browser calls of /contul-meu/plati-prin-credite (docs/payments-screens.md): the page's data
 * in one trip, the next page of promotions bought, and promoteAdvert. A refusal of the server
 * (BAD_USER_INPUT) rejects with a PromotionRefusal carrying its errors:billing.* key; anything else
 * rejects as it came.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { PromotionKind } from '@/lib/graphql/generated/operations';
import { refusalKey } from '@/lib/graphql/refusal';
import {
  PromotionRefusal,
  type CreditPromotionsPage,
  type CreditPromotionsPageView,
  type PromotionDone,
} from './credit-promotion.types';

const operations = () => import('@/lib/graphql/generated/operations');

/** Trips for more adverts after the first page: 50 × 41 covers any package (at most 1.000 active adverts). */
const MAX_ADVERT_TRIPS = 40;

function rejection(error: unknown): Error {
  return error instanceof Error ? error : new Error('GraphQL error');
}

export async function fetchCreditPromotionsPage(): Promise<CreditPromotionsPageView> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({ query: ops.Payments_CreditPromotionsPageDocument, fetchPolicy: 'no-cache' });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  const data = result.data;
  // Every active advert is offered: the rest after the first 50, 50 a trip (the largest package has 1.000).
  const adverts = [...data.promotableAdverts.adverts];
  let next = data.promotableAdverts.nextCursor;
  for (let trips = 0; next !== null && trips < MAX_ADVERT_TRIPS; trips += 1) {
    const more = await client.query({
      query: ops.Payments_PromotableAdvertsDocument,
      variables: { after: next },
      fetchPolicy: 'no-cache',
    });
    if (more.error) throw rejection(more.error);
    if (!more.data) throw new Error('no data');
    adverts.push(...more.data.promotableAdverts.adverts);
    next = more.data.promotableAdverts.nextCursor;
  }
  return {
    options: data.promotionOptions,
    balance: data.wallet.balance,
    adverts,
    promotions: data.advertPromotions.promotions,
    nextCursor: data.advertPromotions.nextCursor,
  };
}

export async function fetchCreditPromotions(after: string): Promise<CreditPromotionsPage> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.query({
    query: ops.Payments_CreditPromotionsDocument,
    variables: { after },
    fetchPolicy: 'no-cache',
  });
  if (result.error) throw rejection(result.error);
  if (!result.data) throw new Error('no data');
  return result.data.advertPromotions;
}

export async function promoteAdvert(advertId: string, kind: PromotionKind): Promise<PromotionDone> {
  const [ops, client] = await Promise.all([operations(), getApolloClient()]);
  const result = await client.mutate({
    mutation: ops.Payments_PromoteAdvertDocument,
    variables: { advertId, kind },
    errorPolicy: 'all',
  });
  if (result.error) {
    const key = refusalKey(result.error);
    throw key ? new PromotionRefusal(key) : rejection(result.error);
  }
  if (!result.data) throw new Error('no data');
  return result.data.promoteAdvert;
}
