/**
 * /contul-meu/newinvoices (SPEC §2.5, §4, §6): the account's invoices, unpaid first, with the filter,
 * the total still owed, 'Plătește' for the ticked invoices, the PDFs and 'Încarcă mai multe'; the
 * loading, empty and error-with-retry states. A suspended account (the only page it may open) reads
 * why first, and pays from here. Drawn from the list's view; it never decides what state it is in.
 * Without invoicePayment (issue 15) the invoices still list, with no tick boxes and no 'Plătește'.
 */
import Link from 'next/link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import buttons from '@/components/ui/button.module.css';
import { formatBani } from '@/lib/billing/billing-format';
import type { InvoiceFilter } from '@/lib/billing/billing-api';
import { routeUrl } from '@/lib/routes/navigate';
import type { PageSession } from '@/lib/session/session.types';
import type { InvoiceListView } from '@/machines/invoice-list/use-invoice-list';
import accountStyles from '@/components/account/account.module.css';
import { BillingError } from './billing-error';
import { InvoiceRows } from './invoice-rows';
import styles from './invoices.module.css';

const FILTERS: readonly InvoiceFilter[] = ['ALL', 'UNPAID', 'PAID'];

/** Suspension reasons with a translation; anything else shows the generic one. */
const KNOWN_REASONS = ['unpaid_invoice', 'terms_violation', 'fraud_suspicion'];

/** The i18n key of a suspend reason (account catalogue). */
export function suspendReasonKey(reason: string | null): string {
  return `suspended.reasons.${reason && KNOWN_REASONS.includes(reason) ? reason : 'other'}`;
}

/** Props of InvoicesScreen. */
export interface InvoicesScreenProps {
  readonly session: PageSession;
  /** The invoices list; null for an account without billing (a suspended private account). */
  readonly view: InvoiceListView | null;
}

export function InvoicesScreen({ session, view }: InvoicesScreenProps) {
  const { t } = useTranslation('billing');
  const { t: tAccount } = useTranslation('account');
  const suspended = session.user.accountStatus === 'suspended';
  const payOnline = useFeatureFlag('invoicePayment');
  return (
    <section className={accountStyles.panel} aria-labelledby="invoices-title">
      <h1 id="invoices-title" className={accountStyles.title}>
        {tAccount('invoices.title')}
      </h1>
      {suspended ? (
        <div className={accountStyles.warning} data-suspended="true">
          <h2>{tAccount('suspended.heading')}</h2>
          <p>{tAccount('suspended.message')}</p>
          <p>
            <strong>{tAccount('suspended.reasonLabel')}:</strong>{' '}
            {tAccount(suspendReasonKey(session.user.suspendReason))}
          </p>
          {view && payOnline ? <p>{t('invoices.suspendedHelp')}</p> : null}
          <p>
            <Link href={routeUrl('logout')} className={styles.link} prefetch={false}>
              {tAccount('menu.logOut')}
            </Link>
          </p>
        </div>
      ) : null}
      {view ? <InvoiceList view={view} payOnline={payOnline} /> : null}
    </section>
  );
}

/** The list, its filter, its states and (payOnline) the payment of the ticked invoices. */
function InvoiceList({ view, payOnline }: { view: InvoiceListView; payOnline: boolean }) {
  const { t } = useTranslation('billing');
  const filterName = useId();
  const owed = view.unpaidTotal && view.unpaidTotal.bani > 0 ? view.unpaidTotal : null;
  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('invoices.filterLabel')}</legend>
          {FILTERS.map((filter) => (
            <label key={filter} className={styles.filter}>
              <input
                type="radio"
                name={filterName}
                value={filter}
                checked={view.filter === filter}
                onChange={() => view.changeFilter(filter)}
              />
              <span>{t(`invoices.filters.${filter}`)}</span>
            </label>
          ))}
        </fieldset>
        {owed ? (
          <p className={styles.owed} data-unpaid-total>
            {t('invoices.unpaidTotal', { total: owed.formatted })}
          </p>
        ) : null}
      </div>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('invoices.loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <BillingError errorKey={view.error}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('retry')}
          </button>
        </BillingError>
      ) : null}
      {view.empty ? <p className={styles.empty}>{t(`invoices.empty.${view.filter}`)}</p> : null}
      {view.invoices.length > 0 ? (
        <InvoiceRows invoices={view.invoices} selected={view.selected} onToggle={payOnline ? view.toggle : null} />
      ) : null}
      <BillingError errorKey={view.actionError} />
      {view.hasMore && !view.loading ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          onClick={view.loadMore}
          aria-busy={view.loadingMore}
          aria-disabled={view.loadingMore}
        >
          {view.loadingMore ? t('invoices.loadingMore') : t('invoices.loadMore')}
        </button>
      ) : null}
      {payOnline && view.invoices.some((invoice) => invoice.status === 'UNPAID') ? (
        <div className={styles.payBar} data-pay-bar>
          <p aria-live="polite">
            {view.selected.length > 0
              ? t('invoices.selected', { count: view.selected.length, total: formatBani(view.selectedBani) })
              : t('invoices.selectHint')}
          </p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={view.pay}
            disabled={view.selected.length === 0}
          >
            {t('invoices.pay')}
          </button>
        </div>
      ) : null}
    </>
  );
}
