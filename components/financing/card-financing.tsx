/**
 * The listing card's financing simulation (SPEC §2.6, entry point LISTING_AD_CARD; docs/financing.md
 * "The widgets"): "de la X lei/lună" for the card's credit (the advert's lei price), linking through
 * FinancingEntryLink with the advert and its place in the results. The listing builds the advert info
 * map from its cards once; each card resolves its status with lib/financing's rule: DISABLED (flag off)
 * and HIDDEN (price not numeric or outside 1 500–200 000 lei) show nothing, ERROR (no advert info)
 * shows nothing and is reported. The card does not ask for dealer financing: the redirect decides
 * who finances (dealerFinancingEnabled false here).
 */
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRomanianAmount } from '@/lib/format/number';
import { resolveListingCardEntryPoint } from '@/lib/financing/advert-entry-points';
import { ENTRY_POINT_STATUS, type EntryPointResolution } from '@/lib/financing/entry-point-status';
import type { FinancingFlags } from '@/lib/financing/site-entry-status';
import { numericRawPrice } from '@/lib/financing/raw-price';
import type { FinancingAdvertInfo } from '@/lib/financing/financing.types';
import { advertInfoMap, cardSimulation, type CardAdvert } from '@/lib/financing/widget-simulations';
import { reportClientError } from '@/lib/monitoring/report-hub';
import { FinancingEntryLink } from './financing-entry-link';
import { useFinancingFlags } from './use-financing-flags';
import styles from './card-financing.module.css';

/** A card as the simulation reads it: the financing fields and the title (the link's name). */
export type FinancingCard = CardAdvert & { readonly title: string };

/** Props of CardFinancing. */
export interface CardFinancingProps {
  readonly advert: FinancingCard;
  /** The card's place in the results, 1-based. */
  readonly position: number;
  readonly flags: FinancingFlags;
  /** The advert's info from the listing's map; undefined when the map has none. */
  readonly info: FinancingAdvertInfo | undefined;
}

/** One card's simulation, or nothing (DISABLED, HIDDEN, ERROR). */
export function CardFinancing({ advert, position, flags, info }: CardFinancingProps) {
  const { t } = useTranslation('financing-widgets');
  const resolution: EntryPointResolution = resolveListingCardEntryPoint({
    flags,
    advert: info,
    dealerFinancingEnabled: false,
  });
  const report = resolution.report;
  useEffect(() => {
    if (report) reportClientError(new Error(report.message), { entryPoint: 'LISTING_AD_CARD', advertId: advert.id });
  }, [report, advert.id]);
  if (resolution.status !== ENTRY_POINT_STATUS.ENABLED || !info) return null;
  const price = numericRawPrice(info.rawPrice);
  if (price === null) return null;
  const simulation = cardSimulation(price);
  const instalment = formatRomanianAmount(simulation.monthlyInstalment);
  return (
    <p className={styles.row}>
      <FinancingEntryLink
        entryPoint="LISTING_AD_CARD"
        advertId={advert.id}
        resultPosition={position}
        className={styles.link}
        data-financing-entry="LISTING_AD_CARD"
        data-financing-type={resolution.financingType ?? undefined}
      >
        {t('card.from', { instalment })}
        <span className="visually-hidden">
          {t('card.context', {
            months: simulation.months,
            dae: formatRomanianAmount(simulation.daePercent),
            title: advert.title,
          })}
        </span>
      </FinancingEntryLink>
    </p>
  );
}

/**
 * The listing's card simulations: the flags and the advert info map read once for the page, and the
 * render function AdCardList calls for each card (`index` 0-based on the page; `before`: the results
 * of the earlier pages, lib/financing's `resultsBefore`).
 */
export function useCardFinancing(
  cards: readonly FinancingCard[],
  before = 0,
): (advert: FinancingCard, index: number) => ReactNode {
  const flags = useFinancingFlags();
  const infos = useMemo(() => advertInfoMap(cards), [cards]);
  return useCallback(
    (advert, index) => (
      <CardFinancing advert={advert} position={before + index + 1} flags={flags} info={infos.get(advert.id)} />
    ),
    [flags, infos, before],
  );
}
