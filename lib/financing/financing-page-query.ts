/**
 * What /finantare is asked for (docs/financing.md, "/finantare, the redirect and the ad page"): the
 * advert (`anunt`), the entry point the buyer came through (`punct`) and the partner the target URL
 * named (`partener`, informative: the server decides who finances the advert). An unknown entry
 * point is read as none: the application is then made at `header` without an advert and at
 * `calculator-cta` with one (the page itself is where the buyer applies).
 */
import { FINANCING_QUERY, parseEntryPointQuery } from './entry-point-href';
import type { FinancingEntryPoint } from './entry-point-status';

/** The page's parsed query. */
export interface FinancingPageQuery {
  readonly advertId: string | null;
  readonly entryPoint: FinancingEntryPoint;
  readonly partnerId: string | null;
}

type Query = Record<string, string | string[] | undefined>;

const PARTNER_ID = /^[a-z0-9-]{1,64}$/u;

/** The query of /finantare, read safely (anything malformed is dropped). */
export function parseFinancingPageQuery(query: Query): FinancingPageQuery {
  const parsed = parseEntryPointQuery(query[FINANCING_QUERY.entryPoint], query);
  // Without a known entry point the advert is read the same way, through a neutral one.
  const advertId = parsed?.advertId ?? parseEntryPointQuery('header', query)?.advertId ?? null;
  const partner = query[FINANCING_QUERY.partner];
  const partnerId = typeof partner === 'string' && PARTNER_ID.test(partner) ? partner : null;
  return {
    advertId,
    entryPoint: parsed?.entryPoint ?? (advertId ? 'calculator-cta' : 'header'),
    partnerId,
  };
}
