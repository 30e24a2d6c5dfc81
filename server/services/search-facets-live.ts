/**
 * Facet counts the rollups cannot answer, all in one pass over the matching adverts: every
 * advert yields one (facet, value, ok) tuple per facet, where `ok` is the search's conditions
 * minus that facet's own group — so each facet still ignores its own selection — and the WHERE
 * clause keeps only what no facet ignores (category, status, ranges, text, seller, map), which the
 * indexes serve. One scan instead of one GROUP BY per facet.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { adverts } from '@/server/db/schema/adverts';
import { advertConditions, type FilterGroup } from './search-conditions';
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
  const result = new Map<string, Counts>();
  if (facets.length === 0) return result;
  const everyOmit = [...new Set(facets.flatMap((facet) => facet.omit))];
  const ok = (facet: LiveFacet): SQL =>
    and(...advertConditions(f, facet.omit), ...(facet.extra ? [facet.extra] : [])) ?? sql`true`;
  const scalar = facets.filter((facet) => !facet.array);
  const arrays = facets.filter((facet) => facet.array);
  const parts: SQL[] = [];
  if (scalar.length > 0)
    parts.push(
      sql`values ${sql.join(
        scalar.map((facet) => sql`(${facet.key}, (${facet.value})::text, ${ok(facet)})`),
        sql`, `,
      )}`,
    );
  for (const facet of arrays) parts.push(sql`select ${facet.key}, e::text, ${ok(facet)} from unnest(${facet.value}) e`);
  const query = sql`select x.k as k, x.v as v, count(*)::int as n
    from ${adverts} cross join lateral (${sql.join(parts, sql` union all `)}) as x(k, v, ok)
    where ${and(...advertConditions(f, everyOmit))} and x.ok and x.v is not null
    group by 1, 2`;
  const response: unknown = await db.execute(query);
  const rows = ((response as { rows?: unknown }).rows ?? response) as { k: string; v: string; n: number }[];
  for (const row of rows) {
    const counts = result.get(row.k) ?? new Map<string, number>();
    counts.set(String(row.v), Number(row.n));
    result.set(row.k, counts);
  }
  return result;
}
