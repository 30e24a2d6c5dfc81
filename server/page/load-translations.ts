/**
 * Reads translation catalogues from public/locales/{locale}/{namespace}.json for page props.
 * Cached per process in production; re-read in development so catalogue edits show at once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { I18nProps, Locale, Namespace, TranslationTree } from '@/lib/i18n/i18n-config';
import { getEnv } from '@/server/env';

const cache = new Map<string, Promise<TranslationTree>>();

/** Folder holding the catalogues; `next start` and the tests both run from the repo root. */
export const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales');

async function readNamespace(locale: Locale, ns: Namespace): Promise<TranslationTree> {
  const text = await readFile(path.join(LOCALES_DIR, locale, `${ns}.json`), 'utf8');
  return JSON.parse(text) as TranslationTree;
}

/** The catalogues of `namespaces` in `locale`, shaped for page props. */
export async function loadTranslations(locale: Locale, namespaces: readonly Namespace[]): Promise<I18nProps> {
  const production = getEnv().NODE_ENV === 'production';
  const unique = [...new Set(namespaces)];
  const trees = await Promise.all(
    unique.map((ns) => {
      if (!production) return readNamespace(locale, ns);
      const key = `${locale}/${ns}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = readNamespace(locale, ns);
        cache.set(key, pending);
        pending.catch(() => cache.delete(key));
      }
      return pending;
    }),
  );
  return { locale, resources: Object.fromEntries(unique.map((ns, i) => [ns, trees[i]])) };
}
