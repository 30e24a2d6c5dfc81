/**
 * /echipa/performanta: p75 of each web vital per route and day (rows) and vital (columns), each
 * cell coloured by its Web Vitals rating with the rating written out for screen readers; the
 * window (14 or 30 days) as links; loading, failed with retry, and empty states.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { formatVital, p75Rows, rateVital, VITALS, type P75Row } from '@/lib/monitoring/vital-thresholds';
import { routeUrl } from '@/lib/routes/navigate';
import type { TeamPerformanceView } from '@/machines/team-performance/use-team-performance';
import styles from './team-performance.module.css';

/** The windows offered (the server refuses others). */
const WINDOWS = [14, 30] as const;

function Cells({ row }: { row: P75Row }) {
  const { t } = useTranslation('monitoring');
  return (
    <>
      {VITALS.map((name) => {
        const value = row.values[name];
        if (!value)
          return (
            <td key={name}>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t('performance.noValue')}</span>
            </td>
          );
        const rating = rateVital(name, value.p75);
        return (
          <td key={name} data-rating={rating} title={t('performance.samples', { count: value.samples })}>
            {formatVital(name, value.p75)}
            <span className="visually-hidden"> ({t(`performance.rating.${rating}`)})</span>
          </td>
        );
      })}
    </>
  );
}

export function TeamPerformanceScreen({ view, days }: { view: TeamPerformanceView; days: number }) {
  const { t } = useTranslation('monitoring');
  const rows = view.cells ? p75Rows(view.cells) : [];
  const period = t('performance.days', { count: days });
  return (
    <section className={styles.stack} aria-labelledby="performance-title">
      <h1 id="performance-title" className={styles.title}>
        {t('performance.title')}
      </h1>
      <p className={styles.muted}>{t('performance.intro')}</p>
      <nav className={styles.windows} aria-label={t('performance.window')}>
        {WINDOWS.map((option) => (
          <Link
            key={option}
            className={styles.window}
            href={`${routeUrl('teamPerformance')}?zile=${option}`}
            aria-current={option === days ? 'page' : undefined}
          >
            {t('performance.days', { count: option })}
          </Link>
        ))}
      </nav>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('performance.loading')}
        </p>
      ) : null}
      {view.failed ? (
        <div role="alert" className={styles.alert}>
          <p>{t('performance.failed')}</p>
          <button type="button" className={styles.button} onClick={view.retry}>
            {t('performance.retry')}
          </button>
        </div>
      ) : null}
      {view.cells && rows.length === 0 ? <p>{t('performance.empty')}</p> : null}
      {rows.length > 0 ? (
        <>
          <p className={styles.muted}>{t('performance.legend')}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('performance.caption', { period })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('performance.route')}</th>
                  <th scope="col">{t('performance.day')}</th>
                  {VITALS.map((name) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.day}-${row.route}`} data-route={row.route}>
                    <th scope="row">{row.route}</th>
                    <td>{row.day}</td>
                    <Cells row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
