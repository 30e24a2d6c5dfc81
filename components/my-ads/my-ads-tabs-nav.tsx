/** The ads lists' tabs (SPEC §2.5), each with its count once known, the current one marked. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';
import type { MyAdsCountsView } from '@/lib/my-ads/my-ads-api';
import { countOfTab, MY_ADS_TABS, myAdsTabUrl, slugOfMyAdsTab } from '@/lib/my-ads/my-ads-tabs';
import styles from './my-ads.module.css';

export function MyAdsTabsNav({ current, counts }: { current: MyAdsTab; counts: MyAdsCountsView | null }) {
  const { t } = useTranslation('my-ads');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className={styles.tabs}>
        {MY_ADS_TABS.map((tab) => {
          const name = t(`tabs.${slugOfMyAdsTab(tab)}`);
          return (
            <li key={tab}>
              <Link
                href={myAdsTabUrl(tab)}
                className={styles.tab}
                aria-current={tab === current ? 'page' : undefined}
                prefetch={false}
              >
                {counts ? t('tabCount', { name, count: countOfTab(counts, tab) }) : name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
