/** /vehicle-history-report/provider: who provides the vehicle history report, what it contains, what it costs. */
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import type { HistoryProviderProps } from '@/lib/ads/vin-rules';
import advert from './advert.module.css';
import styles from './vin.module.css';

const CONTENTS = ['decoded', 'registration', 'owners', 'mileage', 'damages', 'stolen'] as const;

export function HistoryProviderScreen({ provider }: HistoryProviderProps) {
  const { t } = useTranslation('history');
  return (
    <div className={`container ${advert.page}`}>
      <Head>
        <title key="title">{`${t('page.title')} – Volan`}</title>
        <meta key="description" name="description" content={t('page.metaDescription')} />
      </Head>
      <h1 className={advert.title}>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <div className={advert.details}>
        <section aria-labelledby="provider-title" className={advert.box}>
          <h2 id="provider-title" className={advert.boxTitle}>
            {t('page.providerTitle')}
            {provider.sandbox && <span className={styles.sandbox}>{t('sandbox.label')}</span>}
          </h2>
          <p>{t('page.configured', { name: t(`provider.${provider.id}.name`) })}</p>
          {provider.sandbox && <p className={styles.muted}>{t('page.sandboxNote')}</p>}
        </section>
        <section aria-labelledby="contents-title" className={advert.box}>
          <h2 id="contents-title" className={advert.boxTitle}>
            {t('page.contentsTitle')}
          </h2>
          <ul>
            {CONTENTS.map((item) => (
              <li key={item}>{t(`page.contents.${item}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="price-title" className={advert.box}>
          <h2 id="price-title" className={advert.boxTitle}>
            {t('page.priceTitle')}
          </h2>
          <p>{provider.priceLei === 0 ? t('page.free') : `${provider.priceLei} lei`}</p>
        </section>
        <section aria-labelledby="how-title" className={advert.box}>
          <h2 id="how-title" className={advert.boxTitle}>
            {t('page.howTitle')}
          </h2>
          <p>{t('page.how')}</p>
        </section>
      </div>
      <p>
        <a href="/">{t('page.home')}</a>
      </p>
    </div>
  );
}
