/**
 * Category reference data: ids and slugs exactly as SPEC §2.2 (top level, in display order)
 * and §2.3 (posting sub-categories). 'piese-utilaje-costructii' is spelled as in the SPEC.
 */

/** A top-level category with its posting sub-categories (slug -> id). */
export interface CategorySeed {
  id: number;
  slug: string;
  subcategories: ReadonlyArray<readonly [slug: string, id: number]>;
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  { id: 29, slug: 'autoturisme', subcategories: [] },
  { id: 81, slug: 'autoutilitare', subcategories: [] },
  { id: 65, slug: 'motociclete', subcategories: [] },
  {
    id: 57,
    slug: 'camioane',
    subcategories: [
      ['altele', 83],
      ['autobuze', 75],
      ['basculante', 97],
      ['betoniera', 59],
      ['cap-tractor', 89],
      ['cisterne', 119],
      ['hard-shell', 91],
      ['izoterme', 93],
      ['macarale', 95],
      ['pentru-constructii', 103],
      ['pompe-beton-cife', 117],
      ['salubrizare', 99],
      ['soft-shell', 115],
    ],
  },
  {
    id: 67,
    slug: 'piese',
    subcategories: [
      ['autoturism', 69],
      ['motocicleta', 71],
      ['piese-autoutilitare', 121],
      ['piese-remorci-si-semiremorci', 123],
      ['piese-utilaje-agricole', 125],
      ['piese-utilaje-costructii', 127],
      ['utilitara-camion', 73],
    ],
  },
  {
    id: 9,
    slug: 'remorci',
    subcategories: [
      ['altele', 113],
      ['banda-rulanta', 11],
      ['camper', 79],
      ['remorci', 85],
      ['remorci-autoturisme', 109],
      ['remorci-autoutilitare', 87],
      ['remorci-constructii', 111],
      ['rulote', 77],
      ['semiremorci', 101],
    ],
  },
  {
    id: 1,
    slug: 'utilaje-agricole',
    subcategories: [
      ['altele', 5],
      ['combine', 107],
      ['forestiere-agricole', 128],
      ['masini-pentru-balotat', 21],
      ['masini-pentru-fertilizare', 17],
      ['masini-pentru-sapat', 15],
      ['masini-pentru-tratarea-si-depozitarea-produselor-agricole', 27],
      ['masini-si-unelte-pentru-cules', 19],
      ['masini-si-unelte-pentru-cultivare', 13],
      ['masini-si-unelte-pentru-ingrijirea-animalelor', 7],
      ['masini-si-unelte-pentru-irigatii', 25],
      ['masini-si-unelte-pentru-protejarea-plantelor', 23],
      ['tractoare-agricole', 3],
    ],
  },
  {
    id: 31,
    slug: 'utilaje-constructii',
    subcategories: [
      ['accesorii', 33],
      ['altele', 47],
      ['buldoexcavator', 35],
      ['buldozer', 37],
      ['camioane-santier', 105],
      ['cilindru-compactor', 63],
      ['concasor', 41],
      ['excavator', 43],
      ['generator', 53],
      ['greder', 49],
      ['incarcator', 51],
      ['macara-si-macara-turn', 39],
      ['masina-pentru-stabilizarea-solului', 61],
      ['stivuitoare', 45],
      ['utilaj-drumuri', 55],
    ],
  },
];

/** Top-level category ids by slug. */
export const CATEGORY_IDS = {
  autoturisme: 29,
  autoutilitare: 81,
  motociclete: 65,
  camioane: 57,
  piese: 67,
  remorci: 9,
  'utilaje-agricole': 1,
  'utilaje-constructii': 31,
} as const;

/** Rows of the categories table, parents first. */
export function categoryRows(): { id: number; parentId: number | null; slug: string; position: number }[] {
  const rows: { id: number; parentId: number | null; slug: string; position: number }[] = [];
  CATEGORY_TREE.forEach((top, index) => rows.push({ id: top.id, parentId: null, slug: top.slug, position: index }));
  for (const top of CATEGORY_TREE) {
    top.subcategories.forEach(([slug, id], index) => rows.push({ id, parentId: top.id, slug, position: index }));
  }
  return rows;
}
