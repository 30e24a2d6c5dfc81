/**
 * /contul-meu/dealerwallet: the credit balance, the credits expiring within 30 days, and the
 * top-up packs, each leading to new-payment?topUp={pack}. Without walletTopUp (issue 15) the packs
 * are absent; the balance and the history stay.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { formatNumber } from '@/lib/format/number';
import buttons from '@/components/ui/button.module.css';
import { formatDate } from '@/lib/format/date';
import { newPaymentUrl } from '@/lib/payments/payment-urls';
import { routeUrl } from '@/lib/routes/navigate';
import type { WalletScreenView } from '@/machines/wallet/use-wallet';
import { ListFailed, ListLoading } from './list-states';
import styles from './payments.module.css';

export function WalletScreen({ view }: { view: WalletScreenView }) {
  const { t } = useTranslation('payments');
  const wallet = view.wallet;
  const topUp = useFeatureFlag('walletTopUp');
  return (
    <section className={styles.stack} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={styles.title}>
        {t('wallet.title')}
      </h1>
      {view.loading ? <ListLoading /> : null}
      {!view.loading && !wallet ? <ListFailed error={view.error} retry={view.retry} /> : null}
      {wallet ? (
        <>
          <div className={styles.panel}>
            <h2 className={styles.subtitle}>{t('wallet.balance')}</h2>
            <p className={styles.big} data-balance={wallet.balance}>
              {t('wallet.credits', { count: wallet.balance, n: formatNumber(wallet.balance) })}
            </p>
            <p className={styles.muted}>{t('wallet.creditWorth')}</p>
            {wallet.expiring.length > 0 ? (
              <ul>
                {wallet.expiring.map((lot) => (
                  <li key={`${lot.expiresOn}-${lot.credits}`}>
                    {t('wallet.expiring', {
                      count: lot.credits,
                      n: formatNumber(lot.credits),
                      date: formatDate(lot.expiresOn),
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('wallet.noneExpiring')}</p>
            )}
            <p className={styles.actions}>
              <Link href={routeUrl('myAccountWalletHistory')} prefetch={false}>
                {t('wallet.history')}
              </Link>
              <Link href={routeUrl('myAccountCreditPayments')} prefetch={false}>
                {t('wallet.creditPayments')}
              </Link>
            </p>
          </div>
          {topUp ? (
            <div className={styles.panel}>
              <h2 className={styles.subtitle}>{t('wallet.packsTitle')}</h2>
              <p className={styles.muted}>{t('wallet.packsHint')}</p>
              <ul className={styles.cards}>
                {wallet.packs.map((pack) => (
                  <li key={pack.id} className={styles.card} data-pack={pack.id}>
                    <p className={styles.big}>
                      {t('wallet.packCredits', { count: pack.credits, n: formatNumber(pack.credits) })}
                    </p>
                    <p className={pack.bonusCredits > 0 ? styles.plus : styles.muted}>
                      {pack.bonusCredits > 0
                        ? t('wallet.packBonus', { count: pack.bonusCredits, n: formatNumber(pack.bonusCredits) })
                        : t('wallet.noBonus')}
                    </p>
                    <p>
                      <strong>{pack.price.formatted}</strong>{' '}
                      <span className={styles.muted}>{t('new.vatIncluded')}</span>
                    </p>
                    <Link
                      href={newPaymentUrl({ purpose: 'TOP_UP', topUpPackId: pack.id })}
                      className={`${buttons.button} ${buttons.primary}`}
                      aria-label={t('wallet.buyLabel', { credits: pack.credits, price: pack.price.formatted })}
                      prefetch={false}
                    >
                      {t('wallet.buy')}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
