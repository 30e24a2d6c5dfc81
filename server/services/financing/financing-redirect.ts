/**
 * /finantare/redirect/{entrypoint} (docs/financing.md, "/finantare, the redirect and the ad page"):
 * where an entry point's link goes and the record of it. The destination is the partner's target
 * URL for that entry point, sanitised by financingRedirectTarget; without one (no advert, the
 * partner gave none or did not answer) /finantare with the advert and the entry point. With the
 * financingWidgets flag off no entry point is shown, so an old link or bookmark goes to /finantare
 * (the page works without the widgets) and nothing is recorded.
 *
 * The record is one tracking_events row (`page_action` `financing_redirect`, the same table the
 * collector fills): the entry point, its tpp/tpb, the advert and the card position — no visitor
 * id, since the server sees the click before any consent is known; it counts, it does not follow.
 */
import { FINANCING_QUERY, type parseEntryPointQuery } from '@/lib/financing/entry-point-href';
import { financingTrackingData } from '@/lib/financing/financing-tracking';
import type { Db } from '@/server/db/client';
import { storeBatch } from '@/server/services/tracking/collect-route';
import { FINANCING_FALLBACK_PATH, financingRedirectTarget } from './redirect-target';

/** What the redirect was asked for (parseEntryPointQuery's answer). */
export type FinancingRedirectRequest = NonNullable<ReturnType<typeof parseEntryPointQuery>>;

/** The tracking event's name. */
export const FINANCING_REDIRECT_EVENT = 'financing_redirect';

/** /finantare with the advert and the entry point (the page the buyer applies on). */
export function financingPagePath(request: Pick<FinancingRedirectRequest, 'entryPoint' | 'advertId'>): string {
  const query = new URLSearchParams();
  if (request.advertId) query.set(FINANCING_QUERY.advert, request.advertId);
  query.set(FINANCING_QUERY.entryPoint, request.entryPoint);
  return `${FINANCING_FALLBACK_PATH}?${query.toString()}`;
}

/** What the redirect decision reads. */
export interface FinancingRedirectInputs {
  readonly request: FinancingRedirectRequest;
  readonly financingWidgets: boolean;
  /** The partner's setting of the entry point for the advert; null without one. */
  readonly setting: { readonly isEnabled: boolean; readonly targetURL: string | null } | null;
  /** The hosts the advert's partner may send to. */
  readonly hosts: readonly string[];
}

/** Where the redirect goes, and whether it is recorded. */
export function financingRedirectDecision(inputs: FinancingRedirectInputs): { destination: string; record: boolean } {
  const { request, setting } = inputs;
  if (!inputs.financingWidgets) {
    const advert = request.advertId ? `?${FINANCING_QUERY.advert}=${request.advertId}` : '';
    return { destination: `${FINANCING_FALLBACK_PATH}${advert}`, record: false };
  }
  const fallback = financingPagePath(request);
  if (!setting?.isEnabled || !setting.targetURL) return { destination: fallback, record: true };
  const target = financingRedirectTarget(setting.targetURL, inputs.hosts);
  // A target that may not be followed falls back with the advert kept (not the bare /finantare).
  return { destination: target === FINANCING_FALLBACK_PATH ? fallback : target, record: true };
}

/** Stores the redirect as a tracking event. */
export async function recordFinancingRedirect(db: Db, request: FinancingRedirectRequest): Promise<void> {
  const { tpp, tpb, result_position } = financingTrackingData(request.entryPoint, request.resultPosition ?? undefined);
  await storeBatch(db, {
    events: [
      {
        eventType: 'page_action',
        name: FINANCING_REDIRECT_EVENT,
        page: `/finantare/redirect/${request.entryPoint}`,
        visitorId: '',
        properties: {
          entry_point: request.entryPoint,
          touch_point_page: tpp,
          touch_point_button: tpb,
          ...(result_position !== undefined ? { result_position } : {}),
          ...(request.advertId ? { ad_id: request.advertId } : {}),
        },
      },
    ],
  });
}
