/**
 * /contul-meu/subscriptions/{tab}: tabs "Active" (the package and add-ons that run: status, period,
 * price with VAT, next renewal, "Anulează" behind a dialog: ACTIVE → CANCELLING until the period's
 * end, not renewed) and "Istoric" (those that ended). Tables become one block per row at 375 px.
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import type { SubscriptionView } from '@/lib/graphql/generated/operations';
import type { SubscriptionListView } from '@/machines/subscription-list/use-subscription-list';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { ListEmpty, ListFailed, ListLoading } from './list-states';
import { PackageLinks } from './package-links';
import { RouteTabs } from './route-tabs';
import own from './packages.module.css';
import styles from './payments.module.css';

/** The tabs of the subscriptions page, by their segment in the URL. */
export const SUBSCRIPTIONS_TABS = ['active', 'history'] as const;
export type SubscriptionsTab = (typeof SUBSCRIPTIONS_TABS)[number];

function Status({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation('payments');
  if (subscription.status === 'CANCELLING')
    return <>{t('subscriptions.status.CANCELLING', { date: formatDate(subscription.currentPeriodEnd) })}</>;
  if (subscription.status === 'ENDED')
    return <>{t('subscriptions.status.ENDED', { date: formatDate(subscription.currentPeriodEnd) })}</>;
  return <>{t('subscriptions.status.ACTIVE')}</>;
}

function Running({ view }: { view: SubscriptionListView }) {
  const { t } = useTranslation('payments');
  if (view.running.length === 0) {
    return (
      <ListEmpty>
        <p>{t('subscriptions.noneActive')}</p>
      </ListEmpty>
    );
  }
  const col = (key: string) => t(`subscriptions.columns.${key}`);
  return (
    <div className={styles.panel}>
      <table className={`${styles.table} ${styles.responsive}`}>
        <caption className="visually-hidden">{t('subscriptions.tabs.active')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('name')}</th>
            <th scope="col">{col('status')}</th>
            <th scope="col">{col('period')}</th>
            <th scope="col">{col('price')}</th>
            <th scope="col">{col('renewal')}</th>
            <th scope="col">{col('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {view.running.map((s) => {
            const renews = view.renewsOn(s);
            return (
              <tr key={s.id} data-subscription={s.productCode} data-status={s.status}>
                <th scope="row" className={own.rowTitle}>
                  {s.name}{' '}
                  <span className={styles.muted}>
                    ({t(view.isPackage(s) ? 'subscriptions.kind.package' : 'subscriptions.kind.addOn')})
                  </span>
                </th>
                <td data-label={col('status')}>
                  <Status subscription={s} />
                </td>
                <td data-label={col('period')}>
                  {formatDate(s.currentPeriodStart)} – {formatDate(s.currentPeriodEnd)}
                </td>
                <td data-label={col('price')}>
                  {t(`subscriptions.price.${s.period}`, { amount: view.gross(s.price.bani) })}
                </td>
                <td data-label={col('renewal')}>{renews ? formatDate(renews) : t('subscriptions.noRenewal')}</td>
                <td data-label={col('actions')}>
                  {s.status === 'ACTIVE' ? (
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.secondary}`}
                      onClick={() => view.pick({ id: s.id })}
                      disabled={view.confirming || view.refreshing}
                      aria-label={t('subscriptions.cancelLabel', { name: s.name })}
                    >
                      {t('subscriptions.cancel')}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={styles.muted}>{t('packages.vatNote')}</p>
    </div>
  );
}

function History({ view }: { view: SubscriptionListView }) {
  const { t } = useTranslation('payments');
  if (view.ended.length === 0) {
    return (
      <ListEmpty>
        <p>{t('subscriptions.noneEnded')}</p>
      </ListEmpty>
    );
  }
  const col = (key: string) => t(`subscriptions.columns.${key}`);
  return (
    <div className={styles.panel}>
      <table className={`${styles.table} ${styles.responsive}`}>
        <caption className="visually-hidden">{t('subscriptions.tabs.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('name')}</th>
            <th scope="col">{col('started')}</th>
            <th scope="col">{col('status')}</th>
            <th scope="col">{col('billing')}</th>
          </tr>
        </thead>
        <tbody>
          {view.ended.map((s) => (
            <tr key={s.id} data-subscription={s.productCode} data-status={s.status}>
              <th scope="row" className={own.rowTitle}>
                {s.name}
              </th>
              <td data-label={col('started')}>{formatDate(s.startedOn)}</td>
              <td data-label={col('status')}>
                <Status subscription={s} />
              </td>
              <td data-label={col('billing')}>{t(`packages.period.${s.period}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Props of SubscriptionsScreen: the flow's view and the tab (from the URL). */
export interface SubscriptionsScreenProps {
  readonly view: SubscriptionListView;
  readonly tab: SubscriptionsTab;
  readonly onTabChange: (tab: SubscriptionsTab) => void;
}

export function SubscriptionsScreen({ view, tab, onTabChange }: SubscriptionsScreenProps) {
  const { t } = useTranslation('payments');
  const chosen = view.chosen;
  const done = view.data?.subscriptions.find((s) => s.id === view.done?.id);
  return (
    <section className={styles.stack} aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title" className={styles.title}>
        {t('subscriptions.title')}
      </h1>
      {view.loading ? <ListLoading /> : null}
      {view.failed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.done && !view.confirming ? (
        <p role="status" className={styles.success} data-done="">
          {t('subscriptions.done', {
            name: done?.name ?? '',
            date: formatDate(done?.currentPeriodEnd ?? ''),
          })}
        </p>
      ) : null}
      {/* The account as last read; hidden while it is read again after a failure (it may be stale). */}
      {view.data && !view.failed && !view.loading ? (
        <>
          <RouteTabs
            tabs={SUBSCRIPTIONS_TABS}
            tab={tab}
            label={t('subscriptions.tabsLabel')}
            labels={{ active: t('subscriptions.tabs.active'), history: t('subscriptions.tabs.history') }}
            onSelect={onTabChange}
            panels={{ active: <Running view={view} />, history: <History view={view} /> }}
          />
          <PackageLinks except="myAccountSubscriptions" />
        </>
      ) : null}
      {view.confirming && chosen ? (
        <ConfirmChangeDialog
          title={t('subscriptions.dialog.title', { name: chosen.name })}
          confirmLabel={t('subscriptions.dialog.confirm')}
          error={view.actionError}
          busy={view.submitting}
          onConfirm={view.confirm}
          onCancel={view.dismiss}
        >
          <p>{t('subscriptions.dialog.text', { date: formatDate(chosen.currentPeriodEnd) })}</p>
          {view.isPackage(chosen) ? <p>{t('subscriptions.dialog.package')}</p> : null}
          <p>{t('subscriptions.dialog.undo')}</p>
        </ConfirmChangeDialog>
      ) : null}
    </section>
  );
}
