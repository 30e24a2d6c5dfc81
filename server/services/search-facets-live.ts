/**
 * Facet counts the rollups cannot answer, from the matching adverts. Facets whose own group is
 * not selected all see the same search, so they share one pass (each advert yields one
 * (facet, value) tuple per facet); a facet whose group is selected ignores that selection and gets
 * a pass of its own. So a search costs at most one scan per selected facet group plus one, each
 * with its full, index-served WHERE clause, instead of one GROUP BY per facet.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { advertConditions, type FilterGroup, usedGroups } from './search-conditions';
import type { ResolvedFilters } from './search-filters';

/** A facet counted live: its key, the value expression, the groups it ignores, an extra condition. */
export interface LiveFacet {
  key: string;
  value: SQL;
  omit: FilterGroup[];
  extra?: SQL;
  /** The value is an array (badges): one tuple per element. */
  array?: boolean;
}

type Counts = Map<string, number>;

/** Counts per facet key and value. */
export async function liveFacetCounts(db: Db, f: ResolvedFilters, facets: LiveFacet[]): Promise<Map<string, Counts>> {
  const used = usedGroups(f);
  const buckets = new Map<string, { omit: FilterGroup[]; facets: LiveFacet[] }>();
  for (const facet of facets) {
    const omit = facet.omit.filter((g) => used.has(g)).sort();
    const key = omit.join(',');
    const bucket = buckets.get(key) ?? { omit, facets: [] };
    bucket.facets.push(facet);
    buckets.set(key, bucket);
  }
  const passes = await Promise.all([...buckets.values()].map((b) => onePass(db, f, b.omit, b.facets)));
  const result = new Map<string, Counts>();
  for (const rows of passes)
    for (const row of rows) {
      const counts = result.get(row.k) ?? new Map<string, number>();
      counts.set(String(row.v), Number(row.n));
      result.set(row.k, counts);
    }
  return result;
}

/** One scan of the adverts matching the search minus `omit`, counting every facet of the pass. */
async function onePass(
  db: Db,
  f: ResolvedFilters,
  omit: FilterGroup[],
  facets: LiveFacet[],
): Promise<{ k: string; v: string; n: number }[]> {
  const ok = (facet: LiveFacet): SQL => facet.extra ?? sql`true`;
  const scalar = facets.filter((facet) => !facet.array);
  const parts: SQL[] = [];
  if (scalar.length > 0)
    parts.push(
      sql`values ${sql.join(
        scalar.map((facet) => sql`(${facet.key}::text, (${facet.value})::text, ${ok(facet)})`),
        sql`, `,
      )}`,
    );
  for (const facet of facets.filter((x) => x.array))
    parts.push(sql`select ${facet.key}::text, e::text, ${ok(facet)} from unnest(${facet.value}) e`);
  const query = sql`select x.k as k, x.v as v, count(*)::int as n
    from ${adverts} cross join lateral (${sql.join(parts, sql` union all `)}) as x(k, v, ok)
    where ${and(...advertConditions(f, omit))} and x.ok and x.v is not null
    group by 1, 2`;
  const response: unknown = await db.execute(query);
  return ((response as { rows?: unknown }).rows ?? response) as { k: string; v: string; n: number }[];
}
