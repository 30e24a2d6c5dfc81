/**
 * Data of /finantare (docs/financing.md, "/finantare, the redirect and the ad page"): with
 * `?anunt=` the advert (title, photo, price) and its financing — the partner, its simulation
 * bounds — from Query.financingAdvertDetails; an advert that is gone or whose partner does not
 * answer leaves a general simulation with the reason said. Without one, the site-wide partner
 * (the broker, or the external partner the flag names) and its bounds.
 */
import type { GetServerSidePropsContext } from 'next';
import { parseFinancingPageQuery } from '@/lib/financing/financing-page-query';
import type { FinancingPageData } from '@/lib/financing/financing-page.types';
import { FinancingAdvertDetailsDocument } from '@/lib/graphql/generated/operations';
import { AdvertPage_AdvertDocument } from '@/lib/graphql/generated/page-operations';
import { logger } from '@/lib/logger/logger';
import type { SsrExecutor } from '@/server/graphql/execute';
import { financingPartners, financingTypeOf } from '@/server/services/financing/financing-partners';
import { loadPageFeatureFlags } from './feature-flags.loader';
import type { PageOutcome } from './load-page';

/** The general simulation: the site-wide partner and its bounds (null when it does not answer). */
async function generalSimulation(execute: SsrExecutor): Promise<Omit<FinancingPageData, 'advertIssue' | 'entryPoint'>> {
  const flags = await loadPageFeatureFlags(execute);
  const financingType = financingTypeOf(null, {
    externalPartner: flags.externalPartner ?? '',
    dealerFinancingBatchEnablement: flags.dealerFinancingBatchEnablement ?? true,
  });
  const partner = financingPartners()[financingType];
  const partnerSettings = await partner.loanSimulationSettings(null).catch(() => null);
  return { advert: null, financingType, partner: { id: partner.id, sandbox: partner.sandbox }, partnerSettings };
}

export async function loadFinancingPage(
  execute: SsrExecutor,
  ctx: GetServerSidePropsContext,
): Promise<PageOutcome<FinancingPageData>> {
  const { advertId, entryPoint } = parseFinancingPageQuery(ctx.query);
  if (!advertId) {
    const general = await generalSimulation(execute);
    return { transient: general.partnerSettings === null, props: { ...general, advertIssue: null, entryPoint } };
  }

  const [advert, financing] = await Promise.allSettled([
    execute(AdvertPage_AdvertDocument, { id: advertId }),
    execute(FinancingAdvertDetailsDocument, { advertId, financingEntryPoints: [entryPoint] }),
  ]);
  const details = financing.status === 'fulfilled' ? financing.value.financingAdvertDetails : null;
  if (financing.status === 'rejected') logger.warn(financing.reason, { operation: 'FinancingAdvertDetails', advertId });
  // An unknown, inactive or malformed advert (404, 410, 400): a general simulation, said so.
  if (advert.status === 'rejected' || (financing.status === 'fulfilled' && !details)) {
    return { props: { ...(await generalSimulation(execute)), advertIssue: 'gone', entryPoint: 'header' } };
  }
  // The partner did not answer (or the details could not be asked): a general simulation, said so,
  // and not shared through the page caches, so the advert's own comes back with the partner.
  if (!details || details.loanSimulationSettings.__typename === 'FinancingTechnicalError') {
    return {
      transient: true,
      props: { ...(await generalSimulation(execute)), advertIssue: 'partnerUnavailable', entryPoint: 'header' },
    };
  }
  const data = advert.value.advert;
  const photo = data.photos[0];
  return {
    props: {
      advert: {
        id: data.id,
        url: data.url,
        title: data.title,
        price: { amount: data.price.amount, currency: data.price.currency },
        priceLei: data.price.amountLei,
        photo: photo ? { url: photo.thumbnailUrl, width: photo.width, height: photo.height } : null,
      },
      advertIssue: null,
      entryPoint,
      financingType: details.partner.type,
      partner: { id: details.partner.id, sandbox: details.partner.sandbox },
      partnerSettings: details.loanSimulationSettings,
    },
  };
}
