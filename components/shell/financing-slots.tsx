/**
 * Financing entry points of the shell (SPEC §2.6, §4; docs/financing.md "The widgets"): the header's
 * „Finanțare" and the footer's widget, each resolved by lib/financing's rules and linking through
 * FinancingEntryLink (tracked, via /finantare/redirect/{entrypoint}). The footer is resolved again
 * for every path the page reaches (its page type comes with the page's props): the widget on home, listing and ad pages while financingWidgets
 * is on (ENABLED), the baxter-c-footer ad slot there while it is off (DISABLED), nothing elsewhere
 * (HIDDEN). Both are on every page: no machine, no request, no route matcher, one small computation.
 */
import { useTranslation } from 'react-i18next';
import { FinancingEntryLink } from '@/components/financing/financing-entry-link';
import { useFinancingFlags } from '@/components/financing/use-financing-flags';
import { formatNumber, formatRomanianAmount } from '@/lib/format/number';
import { ENTRY_POINT_STATUS } from '@/lib/financing/entry-point-status';
import { resolveFooterForPageType, resolveHeaderEntryPoint } from '@/lib/financing/site-entry-status';
import { footerExample } from '@/lib/financing/widget-simulations';
import { AdSlot } from './ad-slot';
import styles from './financing-slots.module.css';

/** The header's „Finanțare" while financing is ENABLED; nothing while DISABLED. `className`: the header's link style. */
export function FinancingHeaderSlot({ className }: { className?: string }) {
  const { t } = useTranslation('financing-widgets');
  const resolution = resolveHeaderEntryPoint(useFinancingFlags());
  if (resolution.status !== ENTRY_POINT_STATUS.ENABLED) return null;
  return (
    <FinancingEntryLink
      entryPoint="header"
      className={className}
      data-financing-entry="header"
      data-financing-type={resolution.financingType ?? undefined}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 10h18M7 15h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={styles.headerLabel}>{t('header.entry')}</span>
    </FinancingEntryLink>
  );
}

/** The card default's example, computed once: the same on every page. */
let example: ReturnType<typeof footerExample> | null = null;

/**
 * The footer's widget, its ad slot, or nothing (see the file's comment), by the page type of the
 * path: `pageType` is the path's route id, read by the server with the route table for every page it
 * serves (page props; absent on static and error renders: HIDDEN), so every path the page reaches
 * comes with its own and the route matcher stays off the browser's first load.
 */
export function FinancingFooterSlot({ pageType }: { pageType: string | null | undefined }) {
  const resolution = resolveFooterForPageType(pageType, useFinancingFlags());
  if (resolution.status === ENTRY_POINT_STATUS.DISABLED)
    return <AdSlot name={resolution.fallbackSlot} minHeight={80} asyncSlot />;
  if (resolution.status !== ENTRY_POINT_STATUS.ENABLED) return null;
  return <FooterWidget financingType={resolution.financingType} />;
}

function FooterWidget({ financingType }: { financingType: string | null }) {
  const { t } = useTranslation('financing-widgets');
  example ??= footerExample();
  return (
    <section
      className={styles.footerWidget}
      aria-labelledby="footer-financing"
      data-financing-entry="footer"
      data-financing-type={financingType ?? undefined}
    >
      <div className={`container ${styles.footerInner}`}>
        <div className={styles.footerText}>
          <h2 id="footer-financing" className={styles.footerTitle}>
            {t('footer.title')}
          </h2>
          <p>{t('footer.text')}</p>
          <p className={styles.footerExample}>
            {t('footer.example', {
              credit: formatNumber(example.credit),
              months: example.months,
              instalment: formatRomanianAmount(example.monthlyInstalment),
              dae: formatRomanianAmount(example.daePercent),
            })}
          </p>
          <p className={styles.footerNote}>
            {t('footer.note', { rate: formatRomanianAmount(example.annualRatePercent) })}
          </p>
        </div>
        <FinancingEntryLink entryPoint="footer" className={styles.footerCta}>
          {t('footer.cta')}
        </FinancingEntryLink>
      </div>
    </section>
  );
}
