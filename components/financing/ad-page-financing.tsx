/**
 * The ad page's financing placements (SPEC §2.6; docs/financing.md, "/finantare, the redirect and
 * the ad page"): each placement's status from lib/financing (flag, price, category minimum, the
 * partner's entry point setting), reported when ERROR, and the simulator's starting input.
 * `useAdPageFinancing` is what the ad page reads; the placements draw only when ENABLED.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lowestInstalment,
  partnerSettingsOf,
  resolveAdPagePlacements,
  type AdPageFinancingData,
} from '@/lib/financing/ad-page-placements';
import { ENTRY_POINT_STATUS, type AdPagePlacement } from '@/lib/financing/entry-point-status';
import type { FinancingAdvertInfo } from '@/lib/financing/financing.types';
import { simulatorInput, type SimulatorStartingInput } from '@/lib/financing/simulator-input';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { formatRomanianAmount } from '@/lib/format/number';
import type { AdvertView } from '@/lib/graphql/generated/page-operations';
import { reportClientError } from '@/lib/monitoring/report-hub';
import { FinancingEntryLink } from './financing-entry-link';
import styles from './ad-page-financing.module.css';

/** What the ad page draws of financing. */
export interface AdPageFinancing {
  /** The placements shown (ENABLED). */
  readonly shown: Readonly<Record<AdPagePlacement, boolean>>;
  /** The calculator's starting input; null when no placement is shown. */
  readonly input: SimulatorStartingInput | null;
  /** The lowest monthly instalment (the longest term) of the starting credit, in LEI. */
  readonly fromInstalment: number | null;
  /** The partner's id and whether it is a sandbox. */
  readonly partner: { readonly id: string; readonly sandbox: boolean } | null;
}

/**
 * The advert as financing reads it: its lei price as rawPrice (the lei equivalent of a EUR price,
 * as the listing cards read it), its category and seller.
 */
export function financingAdvertInfo(advert: AdvertView, priceLei: number | null): FinancingAdvertInfo {
  return {
    id: advert.id,
    rawPrice: priceLei ?? (advert.price.currency === 'LEI' ? advert.price.amount : null),
    categoryId: Number(advert.category.id),
    sellerId: advert.seller.id,
  };
}

export function useAdPageFinancing(advert: AdvertView, financing: AdPageFinancingData | null): AdPageFinancing {
  const financingWidgets = useFeatureFlag('financingWidgets');
  const externalPartner = useFeatureFlag('externalPartner');
  const result = useMemo(() => {
    const details = financing?.details ?? null;
    const info = financingAdvertInfo(advert, financing?.priceLei ?? null);
    const resolutions = resolveAdPagePlacements({
      flags: { financingWidgets, externalPartner },
      advert: info,
      details,
    });
    const enabled = (placement: AdPagePlacement) => resolutions[placement].status === ENTRY_POINT_STATUS.ENABLED;
    const shown = {
      'under-price-cta': enabled('under-price-cta'),
      'sticky-bar-cta': enabled('sticky-bar-cta'),
      'calculator-cta': enabled('calculator-cta'),
    };
    const financingType = Object.values(resolutions).find((r) => r.financingType)?.financingType ?? null;
    const start =
      financingType && details
        ? simulatorInput({
            entryPoint: 'calculator-cta',
            advertId: advert.id,
            price: typeof info.rawPrice === 'number' ? info.rawPrice : null,
            financingType,
            partnerSettings: partnerSettingsOf(details),
          })
        : null;
    const reports = [...Object.values(resolutions).map((r) => r.report), start?.report ?? null].filter(
      (report) => report !== null,
    );
    return {
      view: {
        shown,
        input: start?.input ?? null,
        fromInstalment: start ? lowestInstalment(start.input) : null,
        partner: details ? { id: details.partner.id, sandbox: details.partner.sandbox } : null,
      },
      reports,
    };
  }, [advert, financing, financingWidgets, externalPartner]);
  const { reports } = result;
  useEffect(() => {
    // ERROR shows nothing: what went wrong goes to monitoring (SPEC §8), once per message.
    for (const message of new Set(reports.map((report) => report.message)))
      reportClientError(new Error(message), { feature: 'financing', advertId: advert.id });
  }, [reports, advert.id]);
  return result.view;
}

/** 'Rată de la 1.234,56 lei/lună' under the price, linking to /finantare (under-price-cta). */
export function UnderPriceCta({ advertId, instalment }: { advertId: string; instalment: number }) {
  const { t } = useTranslation('financing');
  return (
    <p className={styles.underPrice}>
      <FinancingEntryLink entryPoint="under-price-cta" advertId={advertId} className={styles.link}>
        {t('adPage.underPrice', { instalment: formatRomanianAmount(instalment) })}
      </FinancingEntryLink>
    </p>
  );
}

/** The sticky bar's link to /finantare (sticky-bar-cta). */
export function StickyBarCta({ advertId, instalment }: { advertId: string; instalment: number | null }) {
  const { t } = useTranslation('financing');
  return (
    <FinancingEntryLink entryPoint="sticky-bar-cta" advertId={advertId} className={styles.stickyLink}>
      {instalment === null
        ? t('adPage.sticky')
        : t('adPage.stickyFrom', { instalment: formatRomanianAmount(instalment) })}
    </FinancingEntryLink>
  );
}
