/**
 * A machine's size and model coverage as a short list of figures (list rows and detail header).
 */
import { useTranslation } from 'react-i18next';
import type { FlowCoverageSummary } from '@/lib/flows/flow-coverage';
import styles from './flows-list.module.css';

/** Props of CoverageFigures. */
export interface CoverageFiguresProps {
  readonly states: number;
  readonly transitions: number;
  readonly coverage: FlowCoverageSummary | null;
}

function percentClass(percent: number): string | undefined {
  return percent >= 100 ? styles.full : styles.partial;
}

export function CoverageFigures({ states, transitions, coverage }: CoverageFiguresProps) {
  const { t } = useTranslation('flows');
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('figures.states')}</dt>
        <dd>{states}</dd>
      </div>
      <div>
        <dt>{t('figures.transitions')}</dt>
        <dd>{transitions}</dd>
      </div>
      {coverage ? (
        <>
          <div>
            <dt>{t('figures.coverage')}</dt>
            <dd>
              <span className={percentClass(coverage.statesPercent)}>
                {t('figures.statesPercent', { percent: coverage.statesPercent })}
              </span>
              {' · '}
              <span className={percentClass(coverage.transitionsPercent)}>
                {t('figures.transitionsPercent', { percent: coverage.transitionsPercent })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('figures.paths')}</dt>
            <dd>{coverage.paths}</dd>
          </div>
        </>
      ) : (
        <div>
          <dt>{t('figures.coverage')}</dt>
          <dd className={styles.muted}>{t('figures.noCoverage')}</dd>
        </div>
      )}
    </dl>
  );
}
