/**
 * /flows: every registered machine with its size and the model coverage of the last test run,
 * each linking to its drawing and simulation.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { CoverageFigures } from './coverage-figures';
import { FlowsHead } from './flows-head';
import type { FlowSummary } from '@/lib/flows/flows-page.types';
import styles from './flows-list.module.css';

export function FlowsListScreen({ flows }: { flows: readonly FlowSummary[] }) {
  const { t } = useTranslation('flows');
  return (
    <div className={`container ${styles.page}`}>
      <FlowsHead title={t('list.title')} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
        <p className={styles.links}>
          <Link href="/flows/demo">{t('list.demoLink')}</Link>
        </p>
      </header>
      <ul className={styles.list} data-testid="flows-list">
        {flows.map((flow) => (
          <li key={flow.id} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link href={`/flows/${flow.id}`}>{flow.title}</Link>
            </h2>
            <p className={styles.machineId}>
              <code>{flow.id}</code>
            </p>
            <p className={styles.itemDescription}>{flow.description}</p>
            <CoverageFigures states={flow.states} transitions={flow.transitions} coverage={flow.coverage} />
          </li>
        ))}
      </ul>
    </div>
  );
}
