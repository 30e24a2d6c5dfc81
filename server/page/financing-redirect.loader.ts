/**
 * /finantare/redirect/{entrypoint} (docs/financing.md, "/finantare, the redirect and the ad page"):
 * 404 for an unknown entry point; otherwise the entry point is recorded and the buyer is sent on
 * with a 302 (server/services/financing/financing-redirect.ts decides where). Never a page.
 */
import type { GetServerSidePropsContext } from 'next';
import { parseEntryPointQuery } from '@/lib/financing/entry-point-href';
import { FinancingAdvertDetailsDocument } from '@/lib/graphql/generated/operations';
import { logger } from '@/lib/logger/logger';
import { getDb } from '@/server/db/client';
import type { SsrExecutor } from '@/server/graphql/execute';
import {
  financingRedirectDecision,
  recordFinancingRedirect,
  type FinancingRedirectInputs,
  type FinancingRedirectRequest,
} from '@/server/services/financing/financing-redirect';
import { financingPartners, financingTypeOf } from '@/server/services/financing/financing-partners';
import { loadPageFeatureFlags } from './feature-flags.loader';
import type { PageOutcome } from './load-page';

type Setting = FinancingRedirectInputs['setting'];

/** The advert's partner's setting of the entry point and its hosts (none when it does not answer). */
async function advertSetting(
  execute: SsrExecutor,
  request: FinancingRedirectRequest & { advertId: string },
): Promise<{ setting: Setting; hosts: readonly string[] }> {
  try {
    const data = await execute(FinancingAdvertDetailsDocument, {
      advertId: request.advertId,
      financingEntryPoints: [request.entryPoint],
    });
    const details = data.financingAdvertDetails;
    if (!details || details.entryPointsSettings.__typename !== 'FinancingEntryPointsSettingsOutput')
      return { setting: null, hosts: [] };
    const setting = details.entryPointsSettings.settings.find((s) => s.entryPoint === request.entryPoint) ?? null;
    return { setting, hosts: financingPartners()[details.partner.type].hosts };
  } catch (error) {
    logger.warn(error, { operation: 'FinancingAdvertDetails', advertId: request.advertId });
    return { setting: null, hosts: [] };
  }
}

/** The site-wide partner's setting of the entry point (no advert). */
async function siteSetting(
  request: FinancingRedirectRequest,
  externalPartner: string,
): Promise<{ setting: Setting; hosts: readonly string[] }> {
  const partner =
    financingPartners()[financingTypeOf(null, { externalPartner, dealerFinancingBatchEnablement: false })];
  try {
    const settings = await partner.entryPointsSettings(null, [request.entryPoint]);
    return { setting: settings.find((s) => s.entryPoint === request.entryPoint) ?? null, hosts: partner.hosts };
  } catch {
    return { setting: null, hosts: [] };
  }
}

export async function loadFinancingRedirect(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<Record<string, never>>> {
  const request = parseEntryPointQuery(ctx.params?.['entrypoint'], ctx.query);
  if (!request) return { notFound: true };
  const flags = await loadPageFeatureFlags(execute);
  const financingWidgets = flags.financingWidgets !== false;
  const { advertId } = request;
  const partner = !financingWidgets
    ? { setting: null, hosts: [] }
    : advertId
      ? await advertSetting(execute, { ...request, advertId })
      : await siteSetting(request, flags.externalPartner ?? '');
  const decision = financingRedirectDecision({ request, financingWidgets, ...partner });
  if (decision.record) {
    // The count is an extra: a failed insert never keeps the buyer from the page.
    await recordFinancingRedirect(await getDb(), request).catch((error: unknown) =>
      logger.warn(error, { operation: 'financing_redirect', entryPoint: request.entryPoint }),
    );
  }
  return { redirect: { destination: decision.destination, statusCode: 302 } };
}
