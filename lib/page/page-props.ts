/**
 * The props every page receives from server/page/load-page.ts and that _app reads. Lives in lib
 * because _app and the screens (client code) need the type; the values are made on the server.
 */
import type { HouseAdView } from '@/lib/ads/ad-slots';
import type { Device } from '@/lib/device/device-class';
import type { FeatureFlags } from '@/lib/feature-flags/flags';
import type { I18nProps } from '@/lib/i18n/i18n-config';
import type { ErrorPageData } from './page-data.types';

/** Names of the optional top banner slots (SPEC §2.6 Slot1, Slot2); an empty name shows nothing. */
export interface TopBannerSlots {
  slot1?: string | null;
  slot2?: string | null;
}

/** Props shared by all pages, next to each page's own data. */
export interface BasePageProps {
  i18n: I18nProps;
  /** Device class guessed from the user agent; the browser re-evaluates it (lib/device). */
  device: Device;
  /** x-transaction-id of the request (incoming or generated); also a response header. */
  transactionId: string;
  /** Public origin, e.g. https://www.volan.ro (Open Graph, app links). */
  siteOrigin: string;
  siteCode: string;
  /** The requested path with its query, e.g. /autoturisme/bmw?price_to=9000. */
  path: string;
  /**
   * The page type of `path`: its route id in lib/routes/route-table.ts ('home', 'listing',
   * 'advertPage', ...), read by the server, so the browser's shell knows it without the route
   * matcher (the footer's financing widget, docs/financing.md "The widgets"). Absent: unknown.
   */
  pageType?: string;
  /**
   * Whether visitors without an account may keep favourites in the browser (SPEC §6; the
   * FAVOURITES_ANONYMOUS setting). Absent (static pages, error renders): they may.
   */
  favouritesForVisitors?: boolean;
  /** The analytics provider's script (TRACKING_SCRIPT_URL); absent: none (docs/tracking.md). */
  trackingScriptUrl?: string;
  /**
   * The flags that are the same for every visitor (stored rows with rollout 100 for everyone, or
   * off), so shared cached pages may carry them; one visitor's rollouts come with the bootstrap.
   * Absent (static pages, error renders): the list's defaults.
   */
  featureFlags?: Partial<FeatureFlags>;
  /** Top banners above the page, when the page has any. */
  banners?: TopBannerSlots;
  /** House ads of the page's advert slots (home, listing, ad page); a slot without one renders nothing. */
  houseAds?: HouseAdView[];
  /**
   * Set when the server answers with the generic error page instead of the page (the database is
   * away: 503); _app then renders the error screen and the page's own props are absent.
   */
  errorPage?: ErrorPageData;
}
