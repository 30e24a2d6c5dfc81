/**
 * /contul-meu/new-packaging, "Pachetul tău": the running package and its period (with a change or a
 * cancellation that is pending), the packages to choose from (price a month and a year with VAT,
 * adverts and benefits), each chosen monthly or yearly behind a dialog that says when the change
 * applies and what it costs (lib/billing/package-change.ts); links to the calculator and the
 * comparison.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { ChangeTerms } from '@/lib/billing/package-change';
import { formatNumber } from '@/lib/format/number';
import { formatDate } from '@/lib/format/date';
import type { BillingPeriod, PackageOffer } from '@/lib/graphql/generated/operations';
import type { PackageChoiceView } from '@/machines/package-choice/use-package-choice';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { ListFailed, ListLoading } from './list-states';
import { PackageLinks } from './package-links';
import styles from './payments.module.css';
import own from './packages.module.css';

const PERIODS: readonly BillingPeriod[] = ['MONTHLY', 'YEARLY'];

function CurrentPackage({ view }: { view: PackageChoiceView }) {
  const { t } = useTranslation('payments');
  const current = view.current;
  if (!current) return <p data-current-package="">{t('packages.current.none')}</p>;
  const next = current.nextProductCode ? view.packages.find((p) => p.code === current.nextProductCode) : undefined;
  return (
    <dl className={own.facts} data-current-package={current.productCode}>
      <dt>{t('packages.current.package')}</dt>
      <dd>
        {current.name} · {t(`packages.period.${current.period}`)}
      </dd>
      <dt>{t('packages.current.period')}</dt>
      <dd>
        {formatDate(current.currentPeriodStart)} – {formatDate(current.currentPeriodEnd)}
      </dd>
      <dt>{t('packages.current.next')}</dt>
      <dd>
        {current.status === 'CANCELLING'
          ? t('packages.current.cancelling', { date: formatDate(current.currentPeriodEnd) })
          : next && current.nextPeriod
            ? t('packages.current.changing', {
                name: next.name,
                period: t(`packages.period.${current.nextPeriod}`),
                date: formatDate(view.renewsOn ?? ''),
              })
            : t('packages.current.renews', { date: formatDate(view.renewsOn ?? '') })}
      </dd>
      {current.pendingProrata.bani > 0 ? (
        <>
          <dt>{t('packages.current.prorata')}</dt>
          <dd>{t('packages.vatIncluded', { amount: view.gross(current.pendingProrata.bani) })}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** What confirming does, in words. */
function Terms({ terms, view }: { terms: ChangeTerms; view: PackageChoiceView }) {
  const { t } = useTranslation('payments');
  const name = view.chosen?.name ?? '';
  const period = t(`packages.period.${view.choice?.period ?? 'MONTHLY'}`);
  switch (terms.kind) {
    case 'start':
      return (
        <p>
          {t('packages.terms.start', { name, period, date: formatDate(terms.from), amount: view.gross(terms.netBani) })}
        </p>
      );
    case 'upgrade':
      return (
        <>
          <p>{t('packages.terms.upgrade', { name, date: formatDate(terms.from) })}</p>
          <p>
            {t('packages.terms.prorata', {
              count: terms.daysLeft,
              amount: view.gross(terms.prorataNetBani),
              date: formatDate(terms.nextInvoiceOn),
            })}
          </p>
          {terms.periodFrom ? (
            <p>{t('packages.terms.periodFrom', { period, date: formatDate(terms.periodFrom) })}</p>
          ) : null}
        </>
      );
    case 'nextPeriod':
      return (
        <>
          <p>{t('packages.terms.nextPeriod', { name, period, date: formatDate(terms.from) })}</p>
          <p>{t(`packages.terms.price.${view.choice?.period ?? 'MONTHLY'}`, { amount: view.gross(terms.netBani) })}</p>
        </>
      );
    case 'keep':
      return <p>{t('packages.terms.keep', { name, period })}</p>;
    case 'same':
      return <p>{t('packages.terms.same', { name })}</p>;
  }
}

function Offer({ pkg, view }: { pkg: PackageOffer; view: PackageChoiceView }) {
  const { t } = useTranslation('payments');
  const current = view.current?.productCode === pkg.code ? view.current : null;
  const pending = current !== null && (current.status === 'CANCELLING' || current.nextProductCode !== null);
  return (
    <li className={own.offer} data-package={pkg.code} data-current={current !== null}>
      <h2 className={own.subtitle}>{pkg.name}</h2>
      {current ? <span className={own.badge}>{t('packages.yours')}</span> : null}
      <p>
        <span className={own.price}>{view.gross(pkg.monthlyPrice.bani)}</span> {t('packages.perMonth')}
      </p>
      <p className={styles.muted}>
        {t('packages.yearly', { amount: view.gross(pkg.yearlyPrice.bani) })} · {t('packages.vatNote')}
      </p>
      <p>{t('packages.ads', { count: pkg.adsIncluded, n: formatNumber(pkg.adsIncluded) })}</p>
      <ul className={own.benefits} aria-label={t('packages.benefitsOf', { name: pkg.name })}>
        {pkg.benefits.map((b) => (
          <li key={b.code}>{b.description}</li>
        ))}
      </ul>
      <div className={own.offerActions}>
        {PERIODS.map((period) => {
          const same = current !== null && current.period === period;
          if (same && !pending) {
            return (
              <p key={period} className={styles.muted}>
                {t('packages.yoursFor', { period: t(`packages.period.${period}`) })}
              </p>
            );
          }
          return (
            <button
              key={period}
              type="button"
              className={`${buttons.button} ${period === 'MONTHLY' ? buttons.primary : buttons.secondary} ${own.wrap}`}
              onClick={() => view.pick({ packageId: pkg.id, period })}
              disabled={view.confirming || view.refreshing}
              // The accessible name starts with the visible words (WCAG 2.5.3), then names the package.
              aria-label={t(same ? 'packages.keepLabel' : 'packages.chooseLabel', {
                name: pkg.name,
                period: t(`packages.period.${period}`),
                action: t(`packages.choose.${period}`),
              })}
            >
              {t(same ? 'packages.keep' : `packages.choose.${period}`)}
            </button>
          );
        })}
      </div>
    </li>
  );
}

export function PackageChoiceScreen({ view }: { view: PackageChoiceView }) {
  const { t } = useTranslation('payments');
  return (
    <section className={styles.stack} aria-labelledby="packages-title">
      <h1 id="packages-title" className={styles.title}>
        {t('packages.title')}
      </h1>
      {view.loading ? <ListLoading /> : null}
      {view.failed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.done && !view.confirming ? (
        <p role="status" className={styles.success} data-done="">
          {t('packages.done', { name: view.packages.find((p) => p.id === view.done?.packageId)?.name ?? '' })}
        </p>
      ) : null}
      {/* The account as last read; hidden while it is read again after a failure (it may be stale). */}
      {view.data && !view.failed && !view.loading ? (
        <>
          <div className={styles.panel} aria-busy={view.refreshing}>
            <h2 className={styles.subtitle}>{t('packages.current.title')}</h2>
            <CurrentPackage view={view} />
          </div>
          <ul className={own.offers} aria-label={t('packages.offers')}>
            {view.packages.map((pkg) => (
              <Offer key={pkg.id} pkg={pkg} view={view} />
            ))}
          </ul>
          <PackageLinks except="myAccountNewPackaging" />
        </>
      ) : null}
      {view.confirming && view.terms ? (
        <ConfirmChangeDialog
          title={t(view.current ? 'packages.dialog.changeTitle' : 'packages.dialog.startTitle', {
            name: view.chosen?.name ?? '',
          })}
          confirmLabel={t('packages.dialog.confirm')}
          error={view.actionError}
          busy={view.submitting}
          onConfirm={view.confirm}
          onCancel={view.dismiss}
        >
          <Terms terms={view.terms} view={view} />
        </ConfirmChangeDialog>
      ) : null}
    </section>
  );
}
