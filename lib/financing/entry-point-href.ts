/**
 * Where a financing entry point links: `/finantare/redirect/{entrypoint}`, which records the entry
 * point and goes on to the partner's target (or to /finantare). The query carries the advert
 * (`anunt`) and the card's place in the results (`pozitie`, 1-based) when there are ones; the
 * redirect page reads them back with `parseEntryPointQuery`.
 */
import { type FinancingEntryPoint, isFinancingEntryPoint } from './entry-point-status';

/** What an entry point's link says besides its name. */
export interface EntryPointLinkTarget {
  readonly advertId?: string | null;
  readonly resultPosition?: number | null;
}

/** The query parameter names of the redirect and of /finantare. */
export const FINANCING_QUERY = {
  advert: 'anunt',
  position: 'pozitie',
  entryPoint: 'punct',
  partner: 'partener',
} as const;

/** The path of `entryPoint`'s link. */
export function financingEntryPointHref(entryPoint: FinancingEntryPoint, target: EntryPointLinkTarget = {}): string {
  const query = new URLSearchParams();
  if (target.advertId) query.set(FINANCING_QUERY.advert, target.advertId);
  if (target.resultPosition && Number.isInteger(target.resultPosition) && target.resultPosition > 0)
    query.set(FINANCING_QUERY.position, String(target.resultPosition));
  const search = query.toString();
  return `/finantare/redirect/${encodeURIComponent(entryPoint)}${search ? `?${search}` : ''}`;
}

/** A query value as one string (Next gives string | string[] | undefined). */
function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

/** An advert id as the site writes them: digits only (anything else is dropped). */
const ADVERT_ID = /^\d{1,18}$/u;

/** The entry point, advert and position a redirect was asked for; null for an unknown entry point. */
export function parseEntryPointQuery(
  entryPointParam: string | string[] | undefined,
  query: Record<string, string | string[] | undefined>,
): { entryPoint: FinancingEntryPoint; advertId: string | null; resultPosition: number | null } | null {
  const entryPoint = single(entryPointParam);
  if (!entryPoint || !isFinancingEntryPoint(entryPoint)) return null;
  const advert = single(query[FINANCING_QUERY.advert]);
  const position = Number(single(query[FINANCING_QUERY.position]));
  return {
    entryPoint,
    advertId: advert && ADVERT_ID.test(advert) ? advert : null,
    resultPosition: Number.isInteger(position) && position > 0 && position <= 10_000 ? position : null,
  };
}
