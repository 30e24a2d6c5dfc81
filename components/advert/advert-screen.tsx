/**
 * The ad page (SPEC §2.6 ad details): the advert's body (advert-body.tsx, shared with the posting
 * preview) with what only the live page has: the seller and contact, price history and indicator,
 * the VIN check, share and report, the favourite heart, the sticky bar and similar adverts.
 */
import { AdSlot, BottomSlots } from '@/components/shell/ad-slot';
import { AD_SLOT, slotTracker } from '@/lib/ads/ad-slots';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AdCardList } from '@/components/ads/ad-card-list';
import type { AdvertCardView, AdvertView } from '@/lib/graphql/generated/page-operations';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { MapTiles } from '@/lib/map/map-page.types';
import { listingUrl, routeUrl } from '@/lib/routes/navigate';
import { usePhoneReveal } from '@/machines/phone-reveal/use-phone-reveal';
import { AdvertBody, advertViewFacts } from './advert-body';
import { GALLERY_SIZES, photoSrcSet } from './advert-gallery';
import { DaysOnMarket, PriceDropBadge, PriceHistory } from './price-history';
import { ContactSeller, useAdvertContact } from './contact-seller';
import { AdvertFavouriteButton, useAdvertFavourite } from './favourite-button';
import { PriceIndicatorBadge } from './price-indicator-badge';
import { PriceIndicatorPanel } from './price-indicator-panel';
import { ReportAd } from './report-ad';
import { SellerBox } from './seller-box';
import { SellerPriceNote } from './seller-price-note';
import { VinSection } from './vin-section';
import { StickyBar } from './sticky-bar';
import { useScrolledPast } from './use-scrolled-past';
import { ShareAdvert } from './share-advert';
import styles from './advert.module.css';
import { StickyBarCta, UnderPriceCta, useAdPageFinancing } from '@/components/financing/ad-page-financing';
import type { AdPageFinancingData } from '@/lib/financing/ad-page-placements';

// The calculator (the loan machine and its maths) is not part of the ad page's first load.
const AdvertCalculator = dynamic(() =>
  import('@/components/financing/advert-calculator').then((module) => module.AdvertCalculator),
);

export interface AdvertScreenProps {
  readonly advert: AdvertView;
  readonly similar: AdvertCardView[];
  /** The tiles of the dealer's map (MAP_TILE_URL); without them, no map. */
  readonly tiles?: MapTiles | null;
  /** The advert's financing (the ad page placements); null or absent: none is shown. */
  readonly financing?: AdPageFinancingData | null;
}

export function AdvertScreen({ advert, similar, tiles = null, financing = null }: AdvertScreenProps) {
  const { t } = useTranslation(['advert', 'common', 'categories', 'vehicle']);
  // One reveal for the page: the seller box and the sticky bar show the same number.
  const phone = usePhoneReveal({ advertId: advert.id });
  // One contact form for the page too: the seller box and the sticky bar open the same dialog.
  const contact = useAdvertContact(advert.id, advert.seller.id);
  // One heart for the page too: the summary and the sticky bar follow and unfollow the same way.
  const favourite = useAdvertFavourite(advert.id);
  const priceRef = useRef<HTMLParagraphElement>(null);
  const pastPrice = useScrolledPast(priceRef);
  const price = formatPrice(advert.price.amount, advert.price.currency);
  const facts = advertViewFacts(t, advert);
  const category = advert.category.slug;
  const mainPhoto = advert.photos[0];
  const finance = useAdPageFinancing(advert, financing);
  return (
    <div className={`container ${styles.page} ${styles.withBar}`}>
      <Head>
        <title key="title">{t('advert:meta.title', { title: advert.title, price })}</title>
        <meta key="description" name="description" content={facts.join(' · ')} />
        <meta key="og:title" property="og:title" content={`${advert.title} – ${price}`} />
        <meta key="og:description" property="og:description" content={facts.join(' · ')} />
        {/* The main photo is the largest paint: asked for before the scripts the head lists next. */}
        {mainPhoto && (
          <link
            key="lcp-photo"
            rel="preload"
            as="image"
            href={mainPhoto.url}
            imageSrcSet={photoSrcSet(mainPhoto)}
            imageSizes={GALLERY_SIZES}
            fetchPriority="high"
          />
        )}
      </Head>
      <nav aria-label={t('advert:breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={routeUrl('home')} prefetch={false}>
              {t('advert:home')}
            </Link>
          </li>
          <li>
            <Link href={listingUrl(category)} prefetch={false}>
              {t(`categories:${category}`)}
            </Link>
          </li>
          <li aria-current="page">{advert.title}</li>
        </ol>
      </nav>
      <AdvertBody
        advert={advert}
        titleLevel={1}
        priceRef={priceRef}
        priceBadges={
          <>
            <PriceDropBadge drop={advert.priceDrop} />
            {advert.priceEstimate && advert.priceEstimate.level !== 'NONE' && (
              <PriceIndicatorBadge level={advert.priceEstimate.level} link />
            )}
          </>
        }
        priceNotes={
          <>
            {finance.shown['under-price-cta'] && finance.fromInstalment !== null && (
              <UnderPriceCta advertId={advert.id} instalment={finance.fromInstalment} />
            )}
            <DaysOnMarket days={advert.daysOnMarket} />
          </>
        }
        summaryEnd={
          <>
            <AdvertFavouriteButton favourite={favourite} advertPath={advert.url} />
            <SellerBox seller={advert.seller} location={advert.location} phone={phone} tiles={tiles} />
            <ContactSeller view={contact} />
          </>
        }
        afterSummary={
          <>
            <StickyBar
              visible={pastPrice}
              title={advert.title}
              price={price}
              phone={advert.seller.phoneMasked ? { view: phone, masked: advert.seller.phoneMasked } : null}
              onMessage={contact?.openDialog ?? null}
              favourite={{ view: favourite.view, advertPath: advert.url, signInOnly: favourite.signInOnly }}
              financing={
                finance.shown['sticky-bar-cta'] ? (
                  <StickyBarCta advertId={advert.id} instalment={finance.fromInstalment} />
                ) : null
              }
            />
            {/* After the bar: on the keyboard's path the bar follows the contact button (e2e/phone.spec.ts). */}
            <AdSlot
              name={AD_SLOT.beacon}
              trackerData={slotTracker(AD_SLOT.beacon, 'ad_page')}
              minHeight={80}
              asyncSlot
            />
          </>
        }
        afterSpecs={
          <>
            {/* With a level, everybody sees the explanation; without one, only the seller (asked by the browser). */}
            {advert.priceEstimate && advert.priceEstimate.level !== 'NONE' ? (
              <PriceIndicatorPanel estimate={advert.priceEstimate} price={advert.price.amount} />
            ) : (
              <SellerPriceNote advertId={advert.id} sellerId={advert.seller.id} />
            )}
            <PriceHistory history={advert.priceHistory} />
            {finance.shown['calculator-cta'] && finance.input && finance.partner && (
              <AdvertCalculator input={finance.input} partner={finance.partner} />
            )}
            {advert.hasVin && <VinSection advertId={advert.id} />}
          </>
        }
        footer={
          <div className={styles.adId}>
            {t('advert:adId', { id: advert.id })} · <ShareAdvert path={advert.url} title={advert.title} /> ·{' '}
            {t('advert:published', { date: formatDate(advert.createdAt) })} · <ReportAd advertId={advert.id} />
          </div>
        }
      />
      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className={styles.similar}>
          <h2 id="similar-title" className={styles.sectionTitle}>
            {t('advert:similar.title')}
          </h2>
          <AdCardList adverts={similar} heading="h3" />
        </section>
      )}
      <BottomSlots page="ad_page" />
    </div>
  );
}
