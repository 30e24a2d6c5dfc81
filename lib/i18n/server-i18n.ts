/**
 * The server render's i18next: one shared instance per locale and namespace set, reused while the
 * catalogues are the same objects (load-translations caches them per process in production; in
 * development they are re-read, and a new instance follows them). Creating it per request took
 * 7–11 % of a page's CPU.
 *
 * Pages hand react-i18next a thin view of that instance (an object whose prototype is the
 * instance): useTranslation copies its i18n's own properties into a wrapper for every component
 * that calls it, which for the real instance is dozens of descriptors per component per request.
 * The view also remembers translations: for one instance whose resources never change, a string
 * key with primitive options always gives the same result, and i18next's fixed-t spreads all its
 * options into a new object on every call. Only ever used on the server; the browser keeps one
 * ordinary instance (use-i18n-instance.ts).
 */
import type { i18n, TFunction } from 'i18next';
import { createI18n } from './create-i18n';
import type { I18nProps } from './i18n-config';

interface ServerInstance {
  resources: I18nProps['resources'];
  view: i18n;
}

/** Most namespace sets kept (pages use a handful; this only bounds a surprise). */
const MAX_INSTANCES = 64;
/** Most remembered translations per instance; the memo starts over past it. */
const MAX_MEMO = 20_000;

const instances = new Map<string, ServerInstance>();

function sameResources(a: I18nProps['resources'], b: I18nProps['resources']): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((ns) => a[ns] === b[ns]);
}

/** Options a result may be remembered by: none, a default value, or an object of primitives. */
function memoKey(key: unknown, options: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 0) return null;
  if (options === undefined) return key;
  if (typeof options === 'string') return `${key}\u0000${options}`;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/** A view of `instance` whose fixed-t functions are shared and remember their results. */
function memoisingView(instance: i18n): i18n {
  const memo = new Map<string, unknown>();
  const fixed = new Map<string, TFunction>();
  const view = Object.create(instance) as i18n;
  const getFixedT = (...args: Parameters<i18n['getFixedT']>): TFunction => {
    const [lng, ns, keyPrefix, fixedOpts] = args as unknown[];
    if (typeof keyPrefix === 'function') return instance.getFixedT(...args);
    const id = JSON.stringify([lng, ns, keyPrefix ?? null, fixedOpts ?? null]);
    const existing = fixed.get(id);
    if (existing) return existing;
    const base = instance.getFixedT(...args) as unknown as ((...call: unknown[]) => unknown) & Record<string, unknown>;
    const t = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const entry = memoKey(key, options, rest);
      if (entry === null) return base(key, options, ...rest);
      const cacheKey = `${id}\u0001${entry}`;
      if (memo.has(cacheKey)) return memo.get(cacheKey);
      const value = base(key, options, ...rest);
      if (memo.size >= MAX_MEMO) memo.clear();
      memo.set(cacheKey, value);
      return value;
    };
    // react-i18next and Trans read these off the function.
    Object.assign(t, { lng: base['lng'], lngs: base['lngs'], ns: base['ns'], keyPrefix: base['keyPrefix'] });
    const typed = t as unknown as TFunction;
    fixed.set(id, typed);
    return typed;
  };
  Object.defineProperty(view, 'getFixedT', { value: getFixedT, enumerable: false });
  return view;
}

/** The server's shared i18next for these props. Rendering only reads it: no language change, nothing added. */
export function serverI18nInstance(props: I18nProps): i18n {
  const key = `${props.locale}|${Object.keys(props.resources).sort().join(',')}`;
  const cached = instances.get(key);
  if (cached && sameResources(cached.resources, props.resources)) return cached.view;
  const view = memoisingView(createI18n(props));
  if (instances.size >= MAX_INSTANCES) instances.clear();
  instances.set(key, { resources: props.resources, view });
  return view;
}
