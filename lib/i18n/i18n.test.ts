import { addMissingResources, createI18n } from './create-i18n';
import { LOCALES, NAMESPACES, type TranslationTree } from './i18n-config';
import { readCatalogue, testI18n } from '@/test-support/i18n-test-utils';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Leaf keys of a catalogue as dotted paths. */
function leaves(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  describe.each(NAMESPACES)('%s', (ns) => {
    const reference = leaves(readCatalogue('ro', ns));
    const baseKeys = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();

    it.each(LOCALES)('%s has the same keys as ro', (locale) => {
      const keys = leaves(readCatalogue(locale, ns));
      expect(baseKeys(keys)).toEqual(baseKeys(reference));
      // Every exact ro key too (plural forms included), as the house check reads them.
      expect(reference.filter((k) => !keys.includes(k))).toEqual([]);
    });

    it.each(LOCALES)('%s has every plural form its language needs', (locale) => {
      const keys = leaves(readCatalogue(locale, ns));
      const plural = baseKeys(keys.filter((k) => PLURAL_SUFFIX.test(k)));
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of plural) {
        for (const category of categories) expect(keys).toContain(`${key}_${category}`);
      }
    });

    it.each(LOCALES)('%s has no empty strings', (locale) => {
      const tree = readCatalogue(locale, ns);
      const empty = leaves(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<TranslationTree | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });

  it('Romanian uses comma-below ș and ț, never the cedilla forms', () => {
    for (const ns of NAMESPACES) expect(JSON.stringify(readCatalogue('ro', ns))).not.toMatch(/[şţŞŢ]/);
  });
});

describe('createI18n', () => {
  it('resolves Romanian plural forms (one / few / other)', () => {
    const t = testI18n().t;
    expect(t('home:categories.count', { count: 1, n: '1' })).toBe('1 anunț');
    expect(t('home:categories.count', { count: 0, n: '0' })).toBe('0 anunțuri');
    expect(t('home:categories.count', { count: 7, n: '7' })).toBe('7 anunțuri');
    expect(t('home:categories.count', { count: 19, n: '19' })).toBe('19 anunțuri');
    expect(t('home:categories.count', { count: 20, n: '20' })).toBe('20 de anunțuri');
    expect(t('home:categories.count', { count: 101, n: '101' })).toBe('101 anunțuri');
    expect(t('home:categories.count', { count: 12500, n: '12.500' })).toBe('12.500 de anunțuri');
  });

  it('resolves Polish plural forms too', () => {
    const t = testI18n('pl').t;
    expect(t('listing:total', { count: 1, n: '1' })).toBe('1 ogłoszenie');
    expect(t('listing:total', { count: 3, n: '3' })).toBe('3 ogłoszenia');
    expect(t('listing:total', { count: 5, n: '5' })).toBe('5 ogłoszeń');
  });

  it('is ready synchronously, so a server render already has the strings', () => {
    const instance = createI18n({ locale: 'ro', resources: { errors: readCatalogue('ro', 'errors') } });
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('errors:notFound.code')).toBe('Eroare 404');
  });

  it('takes the namespaces of a page navigated to, without dropping the ones it has', () => {
    const instance = createI18n({ locale: 'ro', resources: { common: readCatalogue('ro', 'common') } });
    expect(instance.t('advert:inactive.title')).toBe('inactive.title');
    addMissingResources(instance, { locale: 'ro', resources: { advert: readCatalogue('ro', 'advert') } });
    expect(instance.t('advert:inactive.title')).toBe('Acest anunț nu mai este valabil');
    expect(instance.t('common:header.addAdvert')).toBe('Adaugă anunț');
  });
});
