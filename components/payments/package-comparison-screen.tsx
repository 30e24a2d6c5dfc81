/**
 * /contul-meu/package-comparison: the packages side by side — price a month and a year (without
 * VAT), adverts included, and each benefit — as a table with row and column headers; at 375 px
 * one card per package (the table would not fit).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PackageColumn } from '@/lib/graphql/generated/operations';
import { formatNumber } from '@/lib/format/number';
import { routeUrl } from '@/lib/routes/navigate';
import type { PackageComparisonView } from '@/machines/package-comparison/use-package-comparison';
import { ListFailed, ListLoading } from './list-states';
import styles from './payments.module.css';

/** Every benefit any package has, in the order they first appear. */
function benefitRows(packages: readonly PackageColumn[]): { code: string; name: string }[] {
  const rows = new Map<string, string>();
  for (const pkg of packages)
    for (const benefit of pkg.benefits) if (!rows.has(benefit.code)) rows.set(benefit.code, benefit.name);
  return [...rows].map(([code, name]) => ({ code, name }));
}

function BenefitCell({ pkg, code }: { pkg: PackageColumn; code: string }) {
  const { t } = useTranslation('payments');
  const benefit = pkg.benefits.find((b) => b.code === code);
  if (!benefit) return <span aria-label={t('comparison.no')}>—</span>;
  return <>{benefit.quantity === null ? t('comparison.yes') : formatNumber(benefit.quantity)}</>;
}

export function PackageComparisonScreen({ view }: { view: PackageComparisonView }) {
  const { t } = useTranslation('payments');
  const packages = view.packages ?? [];
  const rows = benefitRows(packages);
  return (
    <section className={styles.stack} aria-labelledby="comparison-title">
      <h1 id="comparison-title" className={styles.title}>
        {t('comparison.title')}
      </h1>
      <p className={styles.muted}>{t('comparison.intro')}</p>
      {view.loading ? <ListLoading /> : null}
      {view.failed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {packages.length > 0 ? (
        <>
          <div className={`${styles.panel} ${styles.wideOnly}`}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('comparison.title')}</caption>
              <thead>
                <tr>
                  <td />
                  {packages.map((pkg) => (
                    <th key={pkg.id} scope="col" data-package={pkg.code}>
                      {pkg.name}
                      {pkg.current ? <span className={styles.muted}> ({t('comparison.current')})</span> : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('comparison.monthly')}</th>
                  {packages.map((pkg) => (
                    <td key={pkg.id}>{pkg.monthlyPrice.formatted}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('comparison.yearly')}</th>
                  {packages.map((pkg) => (
                    <td key={pkg.id}>{pkg.yearlyPrice.formatted}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('comparison.ads')}</th>
                  {packages.map((pkg) => (
                    <td key={pkg.id}>{formatNumber(pkg.adsIncluded)}</td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.code}>
                    <th scope="row">{row.name}</th>
                    {packages.map((pkg) => (
                      <td key={pkg.id}>
                        <BenefitCell pkg={pkg} code={row.code} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={`${styles.cards} ${styles.narrowOnly}`}>
            {packages.map((pkg) => (
              <li key={pkg.id} className={styles.card}>
                <h2 className={styles.subtitle}>
                  {pkg.name}
                  {pkg.current ? <span className={styles.muted}> ({t('comparison.current')})</span> : null}
                </h2>
                <dl className={styles.facts}>
                  <dt>{t('comparison.monthly')}</dt>
                  <dd>{pkg.monthlyPrice.formatted}</dd>
                  <dt>{t('comparison.yearly')}</dt>
                  <dd>{pkg.yearlyPrice.formatted}</dd>
                  <dt>{t('comparison.ads')}</dt>
                  <dd>{formatNumber(pkg.adsIncluded)}</dd>
                  {rows.map((row) => (
                    <div key={row.code} style={{ display: 'contents' }}>
                      <dt>{row.name}</dt>
                      <dd>
                        <BenefitCell pkg={pkg} code={row.code} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('comparison.vat')}</p>
          <p>
            <Link
              href={routeUrl('myAccountPackageCalculator')}
              className={`${buttons.button} ${buttons.primary}`}
              prefetch={false}
            >
              {t('comparison.calculator')}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
