/**
 * /contul-meu/package-comparison: the packages side by side — price a month and a year (without
 * VAT), adverts included and each benefit (its number, 'Da' or '—') — as a table with row and column
 * headers; at 375 px one card per package (the table would not fit).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { PackageColumn } from '@/lib/graphql/generated/operations';
import { formatNumber } from '@/lib/format/number';
import { routeUrl } from '@/lib/routes/navigate';
import type { PackageComparisonView } from '@/machines/package-comparison/use-package-comparison';
import { ListFailed, ListLoading } from './list-states';
import { PackageLinks } from './package-links';
import styles from './payments.module.css';

/** The rows of the comparison: a label key and each package's value. */
const ROWS: readonly { key: string; value: (pkg: PackageColumn) => string }[] = [
  { key: 'comparison.monthly', value: (pkg) => pkg.monthlyPrice.formatted },
  { key: 'comparison.yearly', value: (pkg) => pkg.yearlyPrice.formatted },
  { key: 'comparison.ads', value: (pkg) => formatNumber(pkg.adsIncluded) },
];

/** Each benefit a package has (but the adverts, a row of their own), once, in the catalogue's order. */
function benefitRows(packages: readonly PackageColumn[]): readonly { code: string; name: string }[] {
  const rows = new Map<string, string>();
  for (const pkg of packages)
    for (const b of pkg.benefits) if (b.code !== 'ads' && !rows.has(b.code)) rows.set(b.code, b.name);
  return [...rows].map(([code, name]) => ({ code, name }));
}

export function PackageComparisonScreen({ view }: { view: PackageComparisonView }) {
  const { t } = useTranslation('payments');
  const packages = view.packages ?? [];
  const benefits = benefitRows(packages);
  /** A package's benefit: its number, 'Da', or '—' when the package does not have it. */
  const benefitValue = (pkg: PackageColumn, code: string) => {
    const found = pkg.benefits.find((b) => b.code === code);
    if (!found)
      return (
        <>
          <span aria-hidden="true">{t('comparison.no')}</span>
          <span className="visually-hidden">{t('comparison.notIncluded')}</span>
        </>
      );
    return found.quantity === null ? t('comparison.yes') : formatNumber(found.quantity);
  };
  const name = (pkg: PackageColumn) => (
    <>
      {pkg.name}
      {pkg.current ? <span className={styles.muted}> ({t('comparison.current')})</span> : null}
    </>
  );
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
                      {name(pkg)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{t(row.key)}</th>
                    {packages.map((pkg) => (
                      <td key={pkg.id}>{row.value(pkg)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {benefits.length > 0 ? (
                <tbody>
                  <tr>
                    <th scope="rowgroup" colSpan={packages.length + 1}>
                      {t('comparison.benefits')}
                    </th>
                  </tr>
                  {benefits.map((row) => (
                    <tr key={row.code} data-benefit={row.code}>
                      <th scope="row">{row.name}</th>
                      {packages.map((pkg) => (
                        <td key={pkg.id}>{benefitValue(pkg, row.code)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ) : null}
            </table>
          </div>
          <ul className={`${styles.cards} ${styles.narrowOnly}`}>
            {packages.map((pkg) => (
              <li key={pkg.id} className={styles.card}>
                <h2 className={styles.subtitle}>{name(pkg)}</h2>
                <dl className={styles.facts}>
                  {ROWS.map((row) => (
                    <div key={row.key} style={{ display: 'contents' }}>
                      <dt>{t(row.key)}</dt>
                      <dd>{row.value(pkg)}</dd>
                    </div>
                  ))}
                </dl>
                {pkg.benefits.length > 0 ? (
                  <>
                    <h3 className={styles.subtitle}>{t('comparison.benefits')}</h3>
                    <ul>
                      {pkg.benefits
                        .filter((b) => b.code !== 'ads')
                        .map((b) => (
                          <li key={b.code}>
                            {b.quantity === null ? b.name : `${b.name}: ${formatNumber(b.quantity)}`}
                          </li>
                        ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('comparison.vat')}</p>
          <p className={styles.actions}>
            <Link
              href={routeUrl('myAccountNewPackaging')}
              className={`${buttons.button} ${buttons.primary} ${styles.wrap}`}
              prefetch={false}
            >
              {t('comparison.choose')}
            </Link>
            <Link
              href={routeUrl('myAccountPackageCalculator')}
              className={`${buttons.button} ${buttons.secondary} ${styles.wrap}`}
              prefetch={false}
            >
              {t('comparison.calculator')}
            </Link>
          </p>
          <PackageLinks except="myAccountPackageComparison" />
        </>
      ) : null}
    </section>
  );
}
