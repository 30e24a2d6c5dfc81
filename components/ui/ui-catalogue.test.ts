/**
 * The `ui` namespace (labels of the UI primitives) has the same keys in every locale, every
 * plural form each language needs, no empty strings, and Romanian comma-below letters.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale, type TranslationTree } from '@/lib/i18n/i18n-config';

const PLURAL = /_(zero|one|two|few|many|other)$/u;

function catalogue(locale: Locale): TranslationTree {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', locale, 'ui.json'), 'utf8'),
  ) as TranslationTree;
}

function leaves(tree: TranslationTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const baseKeys = (locale: Locale) =>
  [...new Set(leaves(catalogue(locale)).map(([key]) => key.replace(PLURAL, '')))].sort();

describe('ui catalogue', () => {
  it.each(LOCALES)('%s has the same keys as ro', (locale) => {
    expect(baseKeys(locale)).toEqual(baseKeys('ro'));
  });

  it.each(LOCALES)('%s has every plural form its language needs and no empty text', (locale) => {
    const entries = leaves(catalogue(locale));
    const keys = entries.map(([key]) => key);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
    expect(entries.filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('Romanian uses comma-below ș and ț', () => {
    expect(JSON.stringify(catalogue('ro'))).not.toMatch(/[şţŞŢ]/u);
  });
});
