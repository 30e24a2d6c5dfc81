/**
 * A saved search in words ('BMW Seria 3 · 2015 – 2020 · până la 20.000 EUR'), in a language of
 * the catalogues, through the server's i18next (lib/i18n/server-i18n.ts): the vehicle first (make
 * and model, else the sub-category or category), then the text, condition, ranges, fuel, gearbox,
 * body, colour and place; anything else is counted ('+2 filtre').
 */
import { inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '@/server/db/client';
import { makes, models } from '@/server/db/schema/catalogue';
import { cities, counties } from '@/server/db/schema/locations';
import { formatNumber, formatTonnes } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/i18n-config';
import { serverI18nInstance } from '@/lib/i18n/server-i18n';
import { loadTranslations } from '@/server/page/load-translations';
import type { StoredResolved } from './saved-search-filters';

const SEPARATOR = ' · ';

/** What a summary needs of a search. */
export interface DescribableSearch {
  categorySlug: string;
  filters: Record<string, unknown>;
  resolved: StoredResolved;
}

/** Names the summaries of several searches need, looked up once. */
interface Names {
  makes: Map<number, string>;
  models: Map<number, string>;
  cities: Map<number, string>;
  counties: Map<string, string>;
}

async function namesOf(db: Db, searches: readonly DescribableSearch[]): Promise<Names> {
  const ids = (pick: (r: StoredResolved) => number | number[] | null) => [
    ...new Set(searches.flatMap((s) => pick(s.resolved) ?? [])),
  ];
  const makeIds = ids((r) => r.makeIds);
  const modelIds = ids((r) => r.modelIds);
  // With a radius the resolved filters keep the centre's coordinates only: the city is the input's.
  const cityIds = [
    ...new Set(searches.flatMap((s) => (typeof s.filters['cityId'] === 'string' ? Number(s.filters['cityId']) : []))),
  ];
  const countyCodes = [...new Set(searches.flatMap((s) => s.resolved.countyCode ?? []))];
  const [makeRows, modelRows, cityRows, countyRows] = await Promise.all([
    makeIds.length ? db.select({ id: makes.id, name: makes.name }).from(makes).where(inArray(makes.id, makeIds)) : [],
    modelIds.length
      ? db.select({ id: models.id, name: models.name }).from(models).where(inArray(models.id, modelIds))
      : [],
    cityIds.length
      ? db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds))
      : [],
    countyCodes.length
      ? db
          .select({ code: counties.code, name: counties.name })
          .from(counties)
          .where(inArray(counties.code, countyCodes))
      : [],
  ]);
  return {
    makes: new Map(makeRows.map((r) => [r.id, r.name])),
    models: new Map(modelRows.map((r) => [r.id, r.name])),
    cities: new Map(cityRows.map((r) => [r.id, r.name])),
    counties: new Map(countyRows.map((r) => [r.code, r.name])),
  };
}

function range(t: TFunction, from: string | null, to: string | null): string | null {
  if (from !== null && to !== null) return t('listing:savedSearch.between', { from, to });
  if (from !== null) return t('listing:chip.from', { value: from });
  if (to !== null) return t('listing:chip.to', { value: to });
  return null;
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The fields the summary spells out; the others are counted. */
const SPELLED = new Set([
  'subcategory',
  'makes',
  'models',
  'query',
  'condition',
  'priceFrom',
  'priceTo',
  'priceCurrency',
  'priceKind',
  'yearFrom',
  'yearTo',
  'mileageFrom',
  'mileageTo',
  'powerFrom',
  'powerTo',
  'engineCapacityFrom',
  'engineCapacityTo',
  'operatingHoursFrom',
  'operatingHoursTo',
  'weightFrom',
  'weightTo',
  'fuelTypes',
  'gearboxes',
  'bodyTypes',
  'colors',
  'countyCode',
  'cityId',
  'radiusKm',
]);

function describe(t: TFunction, search: DescribableSearch, names: Names): string {
  const f = search.filters;
  const r = search.resolved;
  const parts: string[] = [];
  const make = r.makeIds?.[0] === undefined ? undefined : names.makes.get(r.makeIds[0]);
  const model = r.modelIds?.[0] === undefined ? undefined : names.models.get(r.modelIds[0]);
  if (make) parts.push(model ? `${make} ${model}` : make);
  else if (typeof f['subcategory'] === 'string') parts.push(t(`listing:subcategory.${f['subcategory']}`));
  else parts.push(t(`categories:${search.categorySlug}`));
  if (typeof f['query'] === 'string') parts.push(t('listing:savedSearch.query', { text: f['query'] }));
  if (f['condition'] === 'NEW' || f['condition'] === 'USED') parts.push(t(`listing:condition.${f['condition']}`));
  const year = (value: number | null) => (value === null ? null : String(value));
  const yearFrom = year(num(f['yearFrom']));
  const yearTo = year(num(f['yearTo']));
  if (yearFrom !== null && yearTo !== null)
    parts.push(t('listing:savedSearch.between', { from: yearFrom, to: yearTo }));
  else if (yearFrom !== null) parts.push(t('listing:savedSearch.yearFrom', { value: yearFrom }));
  else if (yearTo !== null) parts.push(t('listing:savedSearch.yearTo', { value: yearTo }));
  const currency = f['priceCurrency'] === 'EUR' ? 'EUR' : 'LEI';
  const money = (value: number | null) => (value === null ? null : `${formatNumber(value)} ${currency}`);
  const unit = (key: string, value: number | null, format = formatNumber) =>
    value === null ? null : t(`common:units.${key}`, { value: format(value) });
  for (const part of [
    range(t, money(num(f['priceFrom'])), money(num(f['priceTo']))),
    range(t, unit('km', num(f['mileageFrom'])), unit('km', num(f['mileageTo']))),
    range(t, unit('power', num(f['powerFrom'])), unit('power', num(f['powerTo']))),
    range(t, unit('capacity', num(f['engineCapacityFrom'])), unit('capacity', num(f['engineCapacityTo']))),
    range(t, unit('hours', num(f['operatingHoursFrom'])), unit('hours', num(f['operatingHoursTo']))),
    range(t, unit('tonnes', num(f['weightFrom']), formatTonnes), unit('tonnes', num(f['weightTo']), formatTonnes)),
  ])
    if (part !== null) parts.push(part);
  const labels = (field: string, key: string) => list(f[field]).map((value) => t(`${key}.${value}`));
  const choices = [
    ...labels('fuelTypes', 'common:fuel'),
    ...labels('gearboxes', 'common:gearbox'),
    ...labels('bodyTypes', 'vehicle:bodyType'),
    ...labels('colors', 'vehicle:color'),
  ];
  if (choices.length > 0) parts.push(choices.join(', '));
  const radius = num(f['radiusKm']);
  const cityName = typeof f['cityId'] === 'string' ? names.cities.get(Number(f['cityId'])) : undefined;
  if (cityName && radius !== null) parts.push(t('listing:chip.radius', { city: cityName, km: radius }));
  else if (cityName) parts.push(cityName);
  else if (r.countyCode !== null) parts.push(names.counties.get(r.countyCode) ?? r.countyCode);
  const others = Object.keys(f).filter((field) => !SPELLED.has(field)).length;
  if (others > 0) parts.push(t('listing:savedSearch.more', { count: others }));
  return parts.join(SEPARATOR);
}

/** The summaries of `searches`, in order, in `locale`. */
export async function summarise(db: Db, searches: readonly DescribableSearch[], locale: Locale): Promise<string[]> {
  if (searches.length === 0) return [];
  const [names, props] = await Promise.all([
    namesOf(db, searches),
    loadTranslations(locale, ['common', 'categories', 'listing', 'vehicle']),
  ]);
  const t = serverI18nInstance(props).getFixedT(locale);
  return searches.map((search) => describe(t, search, names));
}
