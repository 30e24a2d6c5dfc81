/**
 * Languages and namespaces of the translation catalogues (public/locales/{locale}/{namespace}.json).
 * Only `ro` is served (SPEC §1: no detection); en, pl and pt are kept complete for later.
 */

/** Locales with a catalogue, the served one first. */
export const LOCALES = ['ro', 'en', 'pl', 'pt'] as const;
/** A locale with a catalogue. */
export type Locale = (typeof LOCALES)[number];
/** The locale every page is served in. */
export const DEFAULT_LOCALE: Locale = 'ro';

/** Catalogue namespaces (one JSON file each). */
export const NAMESPACES = [
  'common',
  'categories',
  'errors',
  'home',
  'listing',
  'advert',
  'vehicle',
  'ui',
  'mailbox',
  'flows',
  'auth',
  'account',
  'sellers',
  'map',
  'history',
  'posting',
  'posting-price',
  'vehicle-check',
  'posting-photos',
  'my-ads',
  'favourites',
  'savedSearches',
  'billing-catalogue',
  'wallet',
  'billing',
  'payments',
  'monitoring',
  'experiments',
  'financing',
  'financing-widgets',
  'financing-account',
] as const;
/** A catalogue namespace. */
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces every page loads: the shell (header, footer, meta) needs common and categories,
 * errors is small and lets the error page render after a client-side failure, and
 * financing-widgets holds the header's and footer's financing entry points (and the listing's).
 */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'categories', 'errors', 'financing-widgets'];

/** A catalogue file's content: nested keys ending in strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** What pages receive in props to build the i18next instance: one locale, some namespaces. */
export interface I18nProps {
  locale: Locale;
  resources: Partial<Record<Namespace, TranslationTree>>;
}
