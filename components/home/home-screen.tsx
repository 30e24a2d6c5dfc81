/** The home page: quick search, categories, latest adverts and pricing insights. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import { AdSlot, adSlotClasses } from '@/components/shell/ad-slot';
import { AD_SLOT, slotTracker } from '@/lib/ads/ad-slots';
import { formatNumber } from '@/lib/format/number';
import { listingHref } from '@/lib/listing/listing-href';
import { emptyQuery } from '@/lib/listing/listing-query';
import type { HomePageData } from '@/lib/page/page-data.types';
import { listingUrl } from '@/lib/routes/navigate';
import { CategoryTiles } from './category-tiles';
import { PricingInsights } from './pricing-insights';
import { QuickSearch } from './quick-search';
import styles from './home.module.css';

/** The cars listing filtered to new cars: /autoturisme?stare=nou. */
const NEW_CARS_HREF = listingHref({ ...emptyQuery('autoturisme'), condition: 'NEW' });

export function HomeScreen({ categories, makes, latestAdverts, newCarCount, pricingInsights }: HomePageData) {
  const { t } = useTranslation('home');
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className={styles.heroTitle}>
            {t('hero.title')}
          </h1>
          <p className={styles.heroText}>{t('hero.subtitle')}</p>
          <QuickSearch makes={makes} />
          {newCarCount > 0 && (
            <Link href={NEW_CARS_HREF} prefetch={false} className={styles.newCars}>
              <span>{t('newCars.link')}</span>{' '}
              <span className={styles.newCarsCount}>
                {t('newCars.count', { count: newCarCount, n: formatNumber(newCarCount) })}
              </span>
            </Link>
          )}
        </div>
      </section>

      <div className="container">
        <AdSlot
          name={AD_SLOT.homeBillboard}
          trackerData={slotTracker(AD_SLOT.homeBillboard, 'home')}
          className={adSlotClasses.desktopOnly}
          minHeight={120}
        />
        <AdSlot
          name={AD_SLOT.homeMobileLeaderboard}
          trackerData={slotTracker(AD_SLOT.homeMobileLeaderboard, 'home')}
          className={adSlotClasses.mobileOnly}
          minHeight={80}
        />
      </div>

      <section className={`container ${styles.section}`} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('categories.title')}
        </h2>
        <CategoryTiles categories={categories} />
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="home-latest">
        <div className={styles.sectionHead}>
          <h2 id="home-latest" className={styles.sectionTitle}>
            {t('latest.title')}
          </h2>
          <Link href={listingUrl('autoturisme')} prefetch={false} className={styles.more}>
            {t('latest.all')}
          </Link>
        </div>
        {latestAdverts.length > 0 ? (
          <AdCardList adverts={latestAdverts} heading="h3" />
        ) : (
          <p className={styles.empty}>{t('latest.empty')}</p>
        )}
      </section>

      <div className={`container ${styles.creditSlots}`}>
        <AdSlot
          name={AD_SLOT.creditWidgetLogoHp}
          trackerData={slotTracker(AD_SLOT.creditWidgetLogoHp, 'home')}
          minHeight={88}
          asyncSlot
        />
        <AdSlot
          name={AD_SLOT.creditWidgetTextHp}
          trackerData={slotTracker(AD_SLOT.creditWidgetTextHp, 'home')}
          minHeight={88}
          asyncSlot
        />
      </div>

      {pricingInsights && (
        <section className={`container ${styles.section}`} aria-labelledby="home-insights">
          <h2 id="home-insights" className={styles.sectionTitle}>
            {t('insights.title')}
          </h2>
          <PricingInsights insights={pricingInsights} />
        </section>
      )}
    </>
  );
}
