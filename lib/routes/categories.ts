/**
 * Vehicle categories and posting sub-categories of SPEC §2.2–§2.3, with their ids. The route table
 * expands `{category}` and `{subcategory}` over these lists, so only real categories match.
 */

/** A top-level category: its path segment and category id. */
export interface Category {
  readonly slug: CategorySlug;
  readonly id: number;
  /** English name, for code and logs (user-visible names come from i18n). */
  readonly name: string;
}

/** The path segment of a top-level category. */
export type CategorySlug =
  | 'autoturisme'
  | 'autoutilitare'
  | 'motociclete'
  | 'camioane'
  | 'piese'
  | 'remorci'
  | 'utilaje-agricole'
  | 'utilaje-constructii';

/** The eight top-level categories, in SPEC order. */
export const CATEGORIES: readonly Category[] = [
  { slug: 'autoturisme', id: 29, name: 'cars' },
  { slug: 'autoutilitare', id: 81, name: 'vans' },
  { slug: 'motociclete', id: 65, name: 'motorcycles' },
  { slug: 'camioane', id: 57, name: 'trucks' },
  { slug: 'piese', id: 67, name: 'parts' },
  { slug: 'remorci', id: 9, name: 'trailers' },
  { slug: 'utilaje-agricole', id: 1, name: 'agricultural machinery' },
  { slug: 'utilaje-constructii', id: 31, name: 'construction machinery' },
];

/** Path segments of the top-level categories. */
export const CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug);

/** A posting sub-category: its path segment and posting id. */
export interface PostingSubcategory {
  readonly slug: string;
  readonly id: number;
}

/**
 * Posting sub-categories per category (SPEC §2.3). Categories absent here (autoturisme,
 * autoutilitare, motociclete) post only at the top level. 'piese-utilaje-costructii' is spelled
 * as the SPEC spells it: it is a live URL.
 */
export const POSTING_SUBCATEGORIES: Readonly<Partial<Record<CategorySlug, readonly PostingSubcategory[]>>> = {
  camioane: [
    { slug: 'altele', id: 83 },
    { slug: 'autobuze', id: 75 },
    { slug: 'basculante', id: 97 },
    { slug: 'betoniera', id: 59 },
    { slug: 'cap-tractor', id: 89 },
    { slug: 'cisterne', id: 119 },
    { slug: 'hard-shell', id: 91 },
    { slug: 'izoterme', id: 93 },
    { slug: 'macarale', id: 95 },
    { slug: 'pentru-constructii', id: 103 },
    { slug: 'pompe-beton-cife', id: 117 },
    { slug: 'salubrizare', id: 99 },
    { slug: 'soft-shell', id: 115 },
  ],
  piese: [
    { slug: 'autoturism', id: 69 },
    { slug: 'motocicleta', id: 71 },
    { slug: 'piese-autoutilitare', id: 121 },
    { slug: 'piese-remorci-si-semiremorci', id: 123 },
    { slug: 'piese-utilaje-agricole', id: 125 },
    { slug: 'piese-utilaje-costructii', id: 127 },
    { slug: 'utilitara-camion', id: 73 },
  ],
  remorci: [
    { slug: 'altele', id: 113 },
    { slug: 'banda-rulanta', id: 11 },
    { slug: 'camper', id: 79 },
    { slug: 'remorci', id: 85 },
    { slug: 'remorci-autoturisme', id: 109 },
    { slug: 'remorci-autoutilitare', id: 87 },
    { slug: 'remorci-constructii', id: 111 },
    { slug: 'rulote', id: 77 },
    { slug: 'semiremorci', id: 101 },
  ],
  'utilaje-agricole': [
    { slug: 'altele', id: 5 },
    { slug: 'combine', id: 107 },
    { slug: 'forestiere-agricole', id: 128 },
    { slug: 'masini-pentru-balotat', id: 21 },
    { slug: 'masini-pentru-fertilizare', id: 17 },
    { slug: 'masini-pentru-sapat', id: 15 },
    { slug: 'masini-pentru-tratarea-si-depozitarea-produselor-agricole', id: 27 },
    { slug: 'masini-si-unelte-pentru-cules', id: 19 },
    { slug: 'masini-si-unelte-pentru-cultivare', id: 13 },
    { slug: 'masini-si-unelte-pentru-ingrijirea-animalelor', id: 7 },
    { slug: 'masini-si-unelte-pentru-irigatii', id: 25 },
    { slug: 'masini-si-unelte-pentru-protejarea-plantelor', id: 23 },
    { slug: 'tractoare-agricole', id: 3 },
  ],
  'utilaje-constructii': [
    { slug: 'accesorii', id: 33 },
    { slug: 'altele', id: 47 },
    { slug: 'buldoexcavator', id: 35 },
    { slug: 'buldozer', id: 37 },
    { slug: 'camioane-santier', id: 105 },
    { slug: 'cilindru-compactor', id: 63 },
    { slug: 'concasor', id: 41 },
    { slug: 'excavator', id: 43 },
    { slug: 'generator', id: 53 },
    { slug: 'greder', id: 49 },
    { slug: 'incarcator', id: 51 },
    { slug: 'macara-si-macara-turn', id: 39 },
    { slug: 'masina-pentru-stabilizarea-solului', id: 61 },
    { slug: 'stivuitoare', id: 45 },
    { slug: 'utilaj-drumuri', id: 55 },
  ],
};

/** The category with this path segment, if any. */
export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** The posting id for a category and optional sub-category (top level: the category id). */
export function postingCategoryId(category: string, subcategory?: string): number | undefined {
  const top = categoryBySlug(category);
  if (!top) return undefined;
  if (subcategory === undefined) return top.id;
  return POSTING_SUBCATEGORIES[top.slug]?.find((s) => s.slug === subcategory)?.id;
}
