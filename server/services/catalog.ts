/** Categories (SPEC §2.2/§2.3) with their active-advert counts. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { advertFacetCounts } from '@/server/db/schema/adverts';
import { categories } from '@/server/db/schema/categories';
import { type CategoryDto, UserInputError } from './ads.types';

/** A category row with its children. */
export interface CategoryNode {
  id: number;
  slug: string;
  parentId: number | null;
  position: number;
  children: CategoryNode[];
}

/** The category tree, indexed. */
export interface CategoryTree {
  tops: CategoryNode[];
  byId: Map<number, CategoryNode>;
  topBySlug: Map<string, CategoryNode>;
}

// Categories are reference data that never change while the app runs: load them once per Db.
const trees = new WeakMap<Db, Promise<CategoryTree>>();

async function loadTree(db: Db): Promise<CategoryTree> {
  const rows = await db.select().from(categories).orderBy(categories.position, categories.id);
  const byId = new Map<number, CategoryNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const tops: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else tops.push(node);
  }
  return { tops, byId, topBySlug: new Map(tops.map((t) => [t.slug, t])) };
}

/** The cached category tree of a database. */
export function getCategoryTree(db: Db): Promise<CategoryTree> {
  let tree = trees.get(db);
  if (!tree) {
    tree = loadTree(db);
    trees.set(db, tree);
    // An empty tree (database not seeded yet) must not stick.
    void tree.then(
      (t) => {
        if (t.tops.length === 0) trees.delete(db);
      },
      () => trees.delete(db),
    );
  }
  return tree;
}

/** Active adverts per category and per sub-category id, from the rollup. */
export async function categoryCounts(db: Db, categoryId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      categoryId: advertFacetCounts.categoryId,
      subcategoryId: advertFacetCounts.subcategoryId,
      count: sql<number>`sum(${advertFacetCounts.advertCount})::int`,
    })
    .from(advertFacetCounts)
    .where(categoryId === undefined ? undefined : sql`${advertFacetCounts.categoryId} = ${categoryId}`)
    .groupBy(advertFacetCounts.categoryId, advertFacetCounts.subcategoryId);
  const counts = new Map<number, number>();
  for (const row of rows) {
    counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + row.count);
    if (row.subcategoryId !== null) counts.set(row.subcategoryId, (counts.get(row.subcategoryId) ?? 0) + row.count);
  }
  return counts;
}

/** A node as the API shape, with counts. */
export function toCategoryDto(node: CategoryNode, counts: ReadonlyMap<number, number>): CategoryDto {
  return {
    id: node.id,
    slug: node.slug,
    parentId: node.parentId,
    advertCount: counts.get(node.id) ?? 0,
    subcategories: node.children.map((child) => toCategoryDto(child, counts)),
  };
}

/** The eight top-level categories in display order, with sub-categories and counts. */
export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const [tree, counts] = await Promise.all([getCategoryTree(db), categoryCounts(db)]);
  return tree.tops.map((top) => toCategoryDto(top, counts));
}

/** A top-level category by path segment, or null. */
export async function getCategory(db: Db, slug: string): Promise<CategoryDto | null> {
  const node = (await getCategoryTree(db)).topBySlug.get(slug);
  if (!node) return null;
  return toCategoryDto(node, await categoryCounts(db, node.id));
}

/** The top-level category of a slug; throws UserInputError('errors:search.unknownCategory') when unknown. */
export async function requireCategory(db: Db, slug: string): Promise<CategoryNode> {
  const node = typeof slug === 'string' ? (await getCategoryTree(db)).topBySlug.get(slug) : undefined;
  if (!node)
    throw new UserInputError(
      'errors:search.unknownCategory',
      `Unknown category ${String(slug).slice(0, 80)}.`,
      'categorySlug',
    );
  return node;
}
