/**
 * The i18next instance, built from page props on both sides: resources come inline (no HTTP
 * backend, no language detection) and init is synchronous, so the server render and the
 * hydrating browser render see the same strings.
 */
import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LOCALE, type I18nProps } from './i18n-config';

/** A ready i18next instance holding the given resources. */
export function createI18n(props: I18nProps): i18n {
  const instance = createInstance();
  void instance.init({
    lng: props.locale,
    fallbackLng: false,
    supportedLngs: [props.locale],
    ns: Object.keys(props.resources),
    defaultNS: 'common',
    resources: { [props.locale]: props.resources },
    initAsync: false,
    // React escapes output itself.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds namespaces a newly navigated page brought along. Idempotent, so it may run during render:
 * it only ever adds bundles the instance does not have yet.
 */
export function addMissingResources(instance: i18n, props: I18nProps): void {
  for (const [ns, tree] of Object.entries(props.resources)) {
    if (tree && !instance.hasResourceBundle(props.locale, ns)) {
      instance.addResourceBundle(props.locale, ns, tree, true, false);
    }
  }
}

/** Empty props for pages that bring no translations (the instance keeps what it has). */
export const EMPTY_I18N_PROPS: I18nProps = { locale: DEFAULT_LOCALE, resources: {} };
