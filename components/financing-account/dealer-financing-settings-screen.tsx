/**
 * /contul-meu/finantare: the dealer's financing partner (with its sandbox label), the switch for
 * the whole account and the account's active adverts, each included in or excluded from its
 * financing (docs/financing.md "The dealer's pages"). Drawn from the view only.
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { formatPrice } from '@/lib/format/price';
import type {
  DealerFinancingSettingsView,
  FinancingAdvertRow,
} from '@/machines/dealer-financing-settings/use-dealer-financing-settings';
import { ChangeError } from './change-error';
import styles from './financing-account.module.css';

function AdvertRow({ advert, view }: { advert: FinancingAdvertRow; view: DealerFinancingSettingsView }) {
  const { t } = useTranslation('financing-account');
  return (
    <li className={styles.advert} data-advert={advert.advertId} aria-busy={advert.pending}>
      {advert.photoUrl ? (
        <img className={styles.thumb} src={advert.photoUrl} alt="" width={96} height={72} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.advertText}>
        <Link href={advert.url} prefetch={false}>
          {advert.title}
        </Link>
        <span>
          {advert.price === null ? t('settings.adverts.noPrice') : formatPrice(advert.price, advert.currency)}
        </span>
      </div>
      <label className={styles.switchLabel}>
        <span
          className={styles.state}
          data-state={advert.pending ? 'saving' : advert.excluded ? 'excluded' : 'included'}
        >
          {advert.pending
            ? t('settings.saving')
            : t(advert.excluded ? 'settings.adverts.excluded' : 'settings.adverts.included')}
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          aria-label={t('settings.adverts.switchLabel', { title: advert.title })}
          checked={!advert.excluded}
          disabled={view.busy}
          onChange={() => view.toggleAdvert(advert.advertId)}
        />
      </label>
      {advert.error ? <ChangeError className={styles.error} error={advert.error} retry={view.retry} /> : null}
    </li>
  );
}

function Partner({ view }: { view: DealerFinancingSettingsView }) {
  const { t } = useTranslation('financing-account');
  if (!view.partner) return null;
  return (
    <div className={styles.panel}>
      <p className={styles.partner}>
        <span className={styles.muted}>{t('settings.partner')}:</span>
        <strong>{t(`settings.partnerTypes.${view.partner.type}`)}</strong>
        <code>{view.partner.id}</code>
        {view.partner.sandbox ? <span className={styles.badge}>{t('settings.sandbox')}</span> : null}
      </p>
      {view.partner.sandbox ? <p className={styles.muted}>{t('settings.sandboxHint')}</p> : null}
    </div>
  );
}

export function DealerFinancingSettingsScreen({ view }: { view: DealerFinancingSettingsView }) {
  const { t } = useTranslation('financing-account');
  return (
    <section className={styles.stack} aria-labelledby="financing-settings-title">
      <h1 id="financing-settings-title" className={styles.title}>
        {t('settings.title')}
      </h1>
      <p>{t('settings.intro')}</p>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('settings.loading')}
        </p>
      ) : null}
      {view.loadError ? (
        <div role="alert" className={styles.alert}>
          <p>{t(view.loadError)}</p>
          <p>
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.reload}>
              {t('settings.retry')}
            </button>
          </p>
        </div>
      ) : null}
      {view.ready ? (
        <>
          <Partner view={view} />
          <div className={styles.panel} aria-busy={view.accountPending}>
            <div className={styles.switchRow}>
              <label className={styles.switchLabel}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={view.accountEnabled}
                  disabled={view.busy}
                  aria-describedby="financing-account-hint"
                  onChange={view.toggleAccount}
                />
                {t('settings.account.label')}
              </label>
              <span className={styles.state} data-state={view.accountPending ? 'saving' : String(view.accountEnabled)}>
                {view.accountPending
                  ? t('settings.saving')
                  : t(view.accountEnabled ? 'settings.account.on' : 'settings.account.off')}
              </span>
            </div>
            <p id="financing-account-hint" className={styles.muted}>
              {t(view.accountEnabled ? 'settings.adverts.hint' : 'settings.account.offHint')}
            </p>
            {view.accountError ? <ChangeError error={view.accountError} retry={view.retry} /> : null}
          </div>
          <section className={styles.panel} aria-labelledby="financing-adverts-title">
            <h2 id="financing-adverts-title" className={styles.subtitle}>
              {t('settings.adverts.title')}
            </h2>
            {view.adverts.length === 0 ? (
              <p>{t('settings.adverts.empty')}</p>
            ) : (
              <ul className={styles.adverts} aria-label={t('settings.adverts.caption')}>
                {view.adverts.map((advert) => (
                  <AdvertRow key={advert.advertId} advert={advert} view={view} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
