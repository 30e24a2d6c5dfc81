/**
 * The one i18next instance of the app, for _app: created from the first page's props, then fed
 * the namespaces of each page navigated to (client-side navigation brings them in page props).
 *
 * On the server every request renders a fresh tree, so creating the instance in render made one
 * per request (7–11 % of a page's CPU). The server keeps one instance per locale and namespace set
 * instead, reused while the catalogues are the same objects (load-translations caches them per
 * process in production; in development they are re-read, and a new instance follows them).
 */
import type { i18n } from 'i18next';
import { useState } from 'react';
import { addMissingResources, createI18n, EMPTY_I18N_PROPS } from './create-i18n';
import type { I18nProps } from './i18n-config';

interface ServerInstance {
  resources: I18nProps['resources'];
  instance: i18n;
}

/** Most namespace sets kept on the server (pages use a handful; this only bounds a surprise). */
const MAX_SERVER_INSTANCES = 64;
const serverInstances = new Map<string, ServerInstance>();

function sameResources(a: I18nProps['resources'], b: I18nProps['resources']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((ns) => a[ns as keyof typeof a] === b[ns as keyof typeof b]);
}

/**
 * The server's shared instance for these props. Sharing is safe: rendering only reads it (no
 * language change, and it already holds every namespace of the set, so nothing is added).
 */
export function serverI18nInstance(props: I18nProps): i18n {
  const key = `${props.locale}|${Object.keys(props.resources).sort().join(',')}`;
  const cached = serverInstances.get(key);
  if (cached && sameResources(cached.resources, props.resources)) return cached.instance;
  const instance = createI18n(props);
  if (serverInstances.size >= MAX_SERVER_INSTANCES) serverInstances.clear();
  serverInstances.set(key, { resources: props.resources, instance });
  return instance;
}

/** The app's i18next instance; `props` is pageProps.i18n (absent on some error renders). */
export function useI18nInstance(props: I18nProps | undefined): i18n {
  const [instance] = useState(() => (typeof window === 'undefined' && props ? serverI18nInstance(props) : createI18n(props ?? EMPTY_I18N_PROPS)));
  if (props) addMissingResources(instance, props);
  return instance;
}
