/**
 * The one i18next instance of the app, for _app: created from the first page's props, then fed
 * the namespaces of each page navigated to (client-side navigation brings them in page props).
 * On the server every request renders a fresh tree: it takes the shared instance of its
 * namespace set instead (server-i18n.ts).
 */
import type { i18n } from 'i18next';
import { useState } from 'react';
import { addMissingResources, createI18n, EMPTY_I18N_PROPS } from './create-i18n';
import type { I18nProps } from './i18n-config';
import { serverI18nInstance } from './server-i18n';

/** The app's i18next instance; `props` is pageProps.i18n (absent on some error renders). */
export function useI18nInstance(props: I18nProps | undefined): i18n {
  const [instance] = useState(() =>
    typeof window === 'undefined' && props ? serverI18nInstance(props) : createI18n(props ?? EMPTY_I18N_PROPS),
  );
  if (props) addMissingResources(instance, props);
  return instance;
}
