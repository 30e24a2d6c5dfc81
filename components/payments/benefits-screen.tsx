/**
 * /contul-meu/benefits/{tab} (SPEC §2.5 "Benefits overview, active, add benefits"): tabs
 * "Prezentare" (what the package gives), "Active" (the benefits the account has now, with their
 * numbers) and "Adaugă beneficii" (add-ons such as "Dealer recomandat", each subscribed behind a
 * dialog that says what it costs and from when).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { routeUrl } from '@/lib/routes/navigate';
import type { BenefitsView } from '@/machines/benefits/use-benefits';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { ListEmpty, ListFailed, ListLoading } from './list-states';
import { PackageLinks } from './package-links';
import { RouteTabs } from './route-tabs';
import styles from './payments.module.css';
import own from './packages.module.css';

/** The tabs of the benefits page, by their segment in the URL. */
export const BENEFITS_TABS = ['overview', 'active', 'add'] as const;
export type BenefitsTab = (typeof BENEFITS_TABS)[number];

function Overview({ view }: { view: BenefitsView }) {
  const { t } = useTranslation('payments');
  const pkg = view.currentPackage;
  if (!pkg) {
    return (
      <ListEmpty>
        <p>{t('benefits.noPackage')}</p>
        <p>
          <Link href={routeUrl('myAccountNewPackaging')} prefetch={false}>
            {t('benefits.choosePackage')}
          </Link>
        </p>
      </ListEmpty>
    );
  }
  return (
    <div className={styles.panel}>
      <h2 className={own.subtitle}>{t('benefits.overviewTitle', { name: pkg.name })}</h2>
      <ul className={own.benefits} data-benefits="package">
        {pkg.benefits.map((b) => (
          <li key={b.code} data-benefit={b.code}>
            <strong>{b.name}</strong>: {b.description}
          </li>
        ))}
      </ul>
      <p>
        <Link href={routeUrl('myAccountNewPackaging')} prefetch={false}>
          {t('benefits.changePackage')}
        </Link>
      </p>
    </div>
  );
}

function Active({ view }: { view: BenefitsView }) {
  const { t } = useTranslation('payments');
  if (view.activeBenefits.length === 0) {
    return (
      <ListEmpty>
        <p>{t('benefits.noneActive')}</p>
      </ListEmpty>
    );
  }
  return (
    <ul className={own.offers} data-benefits="active">
      {view.activeBenefits.map((b) => (
        <li key={b.code} className={own.offer} data-benefit={b.code}>
          <h2 className={own.subtitle}>{b.name}</h2>
          <p className={own.number}>{b.quantity === null ? t('benefits.included') : formatNumber(b.quantity)}</p>
          <p className={styles.muted}>{b.description}</p>
        </li>
      ))}
    </ul>
  );
}

function Add({ view }: { view: BenefitsView }) {
  const { t } = useTranslation('payments');
  if (view.addOns.length === 0) {
    return (
      <ListEmpty>
        <p>{t('benefits.noAddOns')}</p>
      </ListEmpty>
    );
  }
  return (
    <ul className={own.offers} data-benefits="add-ons">
      {view.addOns.map((addOn) => (
        <li key={addOn.code} className={own.offer} data-add-on={addOn.code} data-current={addOn.active}>
          <h2 className={own.subtitle}>{addOn.name}</h2>
          {addOn.active ? <span className={own.badge}>{t('benefits.activeBadge')}</span> : null}
          <p>{addOn.description}</p>
          <p>
            <span className={own.price}>{view.gross(addOn.monthlyPrice.bani)}</span> {t('packages.perMonth')}
          </p>
          <p className={styles.muted}>{t('packages.vatNote')}</p>
          <div className={own.offerActions}>
            {addOn.active ? (
              <Link href={routeUrl('myAccountSubscriptions', { params: { tab: 'active' } })} prefetch={false}>
                {t('benefits.manage')}
              </Link>
            ) : (
              <button
                type="button"
                className={`${buttons.button} ${buttons.primary} ${own.wrap}`}
                onClick={() => view.pick({ code: addOn.code })}
                disabled={view.confirming || view.refreshing}
                aria-label={t('benefits.addLabel', { name: addOn.name })}
              >
                {t('benefits.add')}
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Props of BenefitsScreen: the flow's view and the tab (from the URL). */
export interface BenefitsScreenProps {
  readonly view: BenefitsView;
  readonly tab: BenefitsTab;
  readonly onTabChange: (tab: BenefitsTab) => void;
  /** Today in Bucharest (the server's), for the dialog. */
  readonly today: string;
}

export function BenefitsScreen({ view, tab, onTabChange, today }: BenefitsScreenProps) {
  const { t } = useTranslation('payments');
  const chosen = view.chosen;
  return (
    <section className={styles.stack} aria-labelledby="benefits-title">
      <h1 id="benefits-title" className={styles.title}>
        {t('benefits.title')}
      </h1>
      {view.loading ? <ListLoading /> : null}
      {view.failed ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {view.done && !view.confirming ? (
        <p role="status" className={styles.success} data-done="">
          {t('benefits.done', { name: view.addOns.find((a) => a.code === view.done?.code)?.name ?? '' })}{' '}
          <Link href={routeUrl('myAccountSubscriptions', { params: { tab: 'active' } })} prefetch={false}>
            {t('benefits.seeSubscriptions')}
          </Link>
        </p>
      ) : null}
      {/* The account as last read; hidden while it is read again after a failure (it may be stale). */}
      {view.data && !view.failed && !view.loading ? (
        <>
          <RouteTabs
            tabs={BENEFITS_TABS}
            tab={tab}
            label={t('benefits.tabsLabel')}
            labels={{
              overview: t('benefits.tabs.overview'),
              active: t('benefits.tabs.active'),
              add: t('benefits.tabs.add'),
            }}
            onSelect={onTabChange}
            panels={{ overview: <Overview view={view} />, active: <Active view={view} />, add: <Add view={view} /> }}
          />
          <PackageLinks except="myAccountBenefits" />
        </>
      ) : null}
      {view.confirming && chosen ? (
        <ConfirmChangeDialog
          title={t('benefits.dialog.title', { name: chosen.name })}
          confirmLabel={t('benefits.dialog.confirm')}
          error={view.actionError}
          busy={view.submitting}
          onConfirm={view.confirm}
          onCancel={view.dismiss}
        >
          {view.resumes ? (
            <p>{t('benefits.dialog.resume', { date: formatDate(view.resumes.currentPeriodEnd) })}</p>
          ) : (
            <>
              <p>
                {t('benefits.dialog.text', {
                  amount: view.gross(chosen.monthlyPrice.bani),
                  date: formatDate(today),
                })}
              </p>
              <p>{t('benefits.dialog.cancelAnyTime')}</p>
            </>
          )}
        </ConfirmChangeDialog>
      ) : null}
    </section>
  );
}
