/**
 * The ad page's calculator (calculator-cta; SPEC §2.6): the loan simulator with the advert's price,
 * in simulating mode only; its 'Aplică pentru finanțare' leads to /finantare through the
 * calculator-cta entry point with the advert, where the application is made. Loaded lazily by the
 * ad page (next/dynamic): the machine and the maths stay out of the page's first load.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { SimulatorStartingInput } from '@/lib/financing/simulator-input';
import { useLoanSimulator } from '@/machines/financing/use-loan-simulator';
import { FinancingEntryLink } from './financing-entry-link';
import { LoanSimulator } from './loan-simulator';
import styles from './ad-page-financing.module.css';

export interface AdvertCalculatorProps {
  readonly input: SimulatorStartingInput;
  /** The partner that answers, and whether it is a sandbox (then said so). */
  readonly partner: { readonly id: string; readonly sandbox: boolean };
}

/** Never called: the calculator's apply is a link, the application is /finantare's. */
const NO_ACTORS = {};

export function AdvertCalculator({ input, partner }: AdvertCalculatorProps) {
  const { t } = useTranslation('financing');
  const view = useLoanSimulator(input, NO_ACTORS);
  const partnerName = t(`page.partners.${partner.id}`, { defaultValue: partner.id });
  return (
    <div className={styles.calculator} id="calculator-finantare">
      <LoanSimulator
        view={view}
        subtitle={
          partner.sandbox
            ? t('adPage.partnerSandbox', { partner: partnerName })
            : t('adPage.partner', { partner: partnerName })
        }
        applyAction={
          <FinancingEntryLink
            entryPoint="calculator-cta"
            advertId={input.advertId}
            className={`${buttons.button} ${buttons.primary}`}
          >
            {t('simulator.apply')}
          </FinancingEntryLink>
        }
      />
    </div>
  );
}
