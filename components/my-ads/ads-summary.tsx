/** The overview's ads block (SPEC §2.5 /contul-meu): how many adverts each state holds, each a link to its list. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import account from '@/components/account/account.module.css';
import type { MyAdsCountsView } from '@/lib/my-ads/my-ads-api';
import { countOfTab, MY_ADS_TABS, myAdsTabUrl, slugOfMyAdsTab } from '@/lib/my-ads/my-ads-tabs';
import { postingStartUrl } from '@/lib/posting/posting-routes';
import { routeUrl } from '@/lib/routes/navigate';
import styles from './my-ads.module.css';

/** `dashboard`: the statistics page is offered too (the visitor may see it). */
export function AdsSummary({ counts, dashboard }: { counts: MyAdsCountsView; dashboard: boolean }) {
  const { t } = useTranslation('my-ads');
  return (
    <section className={account.panel} aria-labelledby="ads-summary-title">
      <h2 id="ads-summary-title">{t('summary.title')}</h2>
      <CountFigures counts={counts} />
      <p className={styles.actions}>
        <Link href={postingStartUrl()} className={`${buttons.button} ${buttons.primary}`} prefetch={false}>
          {t('addAdvert')}
        </Link>
        {dashboard ? (
          <Link
            href={routeUrl('myAccountDashboard')}
            className={`${buttons.button} ${buttons.secondary}`}
            prefetch={false}
          >
            {t('summary.dashboard')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

/** The five states with their counts, each a link to its list. */
export function CountFigures({ counts }: { counts: MyAdsCountsView }) {
  const { t } = useTranslation('my-ads');
  return (
    <dl className={styles.figures}>
      {MY_ADS_TABS.map((tab) => (
        <div key={tab} className={styles.figure} data-count={slugOfMyAdsTab(tab)}>
          <dt>
            <Link href={myAdsTabUrl(tab)} className={styles.link} prefetch={false}>
              {t(`tabs.${slugOfMyAdsTab(tab)}`)}
            </Link>
          </dt>
          <dd>{countOfTab(counts, tab)}</dd>
        </div>
      ))}
    </dl>
  );
}
