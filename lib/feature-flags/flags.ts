/**
 * The feature flags (SPEC §3, §9; issue 15) as one typed list: each name, its kind (an on/off
 * flag, or a string such as externalPartner's partner), its default when the database holds no
 * row for it (server/db/schema/operations.ts `feature_flags`), and what it gates. The bootstrap
 * (`/api/uoffe`) and the page props carry the values; lib/feature-flags/use-feature-flags.tsx
 * provides them to the app. A flag of a feature that is not built yet gates nothing until it is.
 */

interface FlagDefinition {
  kind: 'boolean' | 'string';
  /** The value when the database has no row for the flag. */
  defaultValue: boolean | string;
  /** What it gates, for the team's flags page. */
  gates: string;
}

const onOff = (defaultValue: boolean, gates: string): FlagDefinition => ({ kind: 'boolean', defaultValue, gates });

export const FEATURE_FLAGS = {
  experimentsBootstrap: onOff(true, 'The experiments bootstrap (/api/uoffe) on a first visit'),
  performanceBeacons: onOff(true, 'Web-vital beacons to /api/bm'),
  errorReporting: onOff(true, 'Sampled browser error reports'),
  houseAds: onOff(true, 'House ads in the advert slots'),
  serviceWorker: onOff(true, 'The service worker and its offline pages'),
  favouritesForVisitors: onOff(true, 'Favourites kept in the browser for visitors without an account'),
  dealerRatings: onOff(false, 'Dealer ratings'),
  vinDecoder: onOff(true, 'The VIN decoder in the posting wizard'),
  plateDecoder: onOff(true, 'The number-plate decoder in the posting wizard'),
  registerBanners: onOff(
    true,
    'National vehicle register: its data and the Verified details consent in posting, the badge; off, the server asks no register',
  ),
  financingWidgets: onOff(
    true,
    'Financing widgets (header, footer, cards, filters, ad page); off, DISABLED: nothing, the footer shows its ad slot',
  ),
  inspectionReport: onOff(false, 'Physical inspection report'),
  historyReport: onOff(true, 'Vehicle history report (VIN reveal)'),
  photoCrop: onOff(true, 'Photo crop and resize in the posting wizard'),
  photoFirstPosting: onOff(false, 'Photo-first posting'),
  videoToAd: onOff(false, 'Video to ad'),
  walletTopUp: onOff(true, 'Wallet top-up: the credit packs and top-up links; off, TOP_UP payments are refused'),
  postpaidOptIn: onOff(false, 'Postpaid opt-in'),
  invoicePayment: onOff(true, 'Paying invoices online; off, invoices list without pay buttons and are refused'),
  checkoutVas15Days: onOff(false, '15-day checkout VAS'),
  expressRenewals: onOff(false, 'Express renewals'),
  aiMessages: onOff(false, 'AI-generated messages'),
  aiChat: onOff(false, 'AI chat'),
  automatedDescription: onOff(false, 'Automated ad description'),
  newNavigation: onOff(false, 'New navigation'),
  leadsManagement: onOff(false, 'Leads management'),
  fileImport: onOff(false, 'Ads-management file import'),
  sellerProfile: onOff(true, 'Seller profile pages (/vanzator); off, a 404 and no links to them'),
  priceDropBanner: onOff(true, 'The price-drop badge on cards and the ad page'),
  persistedQueries: onOff(true, 'GraphQL persisted queries (hash by GET); off, full query text by POST'),
  // Gates nothing: a browser sets Accept-Encoding itself (scripts may not; it is a forbidden request
  // header) and `next start` already compresses the responses it may (over 1 KiB), /graphql's included.
  compressedQueries: onOff(
    false,
    'GraphQL compressed responses: nothing to switch, the browser and Next always compress',
  ),
  dealerFinancingBatchEnablement: onOff(true, 'Dealer financing for a dealer\u2019s adverts'),
  externalPartner: { kind: 'string', defaultValue: '', gates: 'The external loan partner, by name' },
} as const satisfies Record<string, FlagDefinition>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;

/** A flag's value type: boolean for on/off flags, string for string flags. */
export type FeatureFlagValue<N extends FeatureFlagName> = (typeof FEATURE_FLAGS)[N]['kind'] extends 'string'
  ? string
  : boolean;

/** Every flag with a value. */
export type FeatureFlags = { [N in FeatureFlagName]: FeatureFlagValue<N> };

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return Object.prototype.hasOwnProperty.call(FEATURE_FLAGS, name);
}

/** The defaults of the list. */
export function defaultFeatureFlags(): FeatureFlags {
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name].defaultValue])) as FeatureFlags;
}

/**
 * The defaults overlaid with values from outside (the bootstrap, page props, session storage),
 * keeping only known names with a value of the right kind.
 */
export function withFeatureFlags(values: Record<string, unknown> | null | undefined): FeatureFlags {
  const flags = defaultFeatureFlags() as Record<FeatureFlagName, boolean | string>;
  for (const [name, value] of Object.entries(values ?? {})) {
    if (!isFeatureFlagName(name)) continue;
    if (FEATURE_FLAGS[name].kind === 'string' ? typeof value === 'string' : typeof value === 'boolean')
      flags[name] = value as boolean | string;
  }
  return flags as FeatureFlags;
}
