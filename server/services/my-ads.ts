/**
 * My adverts (SPEC §2.5 ads lists, §4 states; docs/my-ads.md): a page of one state, newest first,
 * with what each row allows, and the counts per state. The transitions are in my-ads-transitions.ts.
 */
import type { MyAd, MyAdAction, MyAdsCounts, MyAdsPage, MyAdsTab } from '@/server/graphql/generated/resolver-types';
import { postingUrl } from '@/lib/posting/posting-routes';
import { type Db, rawQuery } from '@/server/db/client';
import { advertUrl } from './advert-mapper';
import { mediaUrl, thumbnailKey } from './media-urls';
import { badCursor } from './my-ads-access';
import { statsOfAdverts } from './my-ads-stats';
import { checkPageSize } from './page-size';

/** Rows of a page by default, and at most. */
export const MY_ADS_PAGE_SIZE = 20;
export const MY_ADS_PAGE_MAX = 50;

const STATUS_OF_TAB: Readonly<Record<Exclude<MyAdsTab, 'DRAFT'>, string>> = {
  ACTIVE: 'active',
  WAITING: 'waiting',
  ARCHIVED: 'archived',
  MODERATED: 'moderated',
};
export const TAB_OF_STATUS: Readonly<Record<string, MyAdsTab>> = {
  active: 'ACTIVE',
  // Hidden while the dealer's account is blocked for an unpaid invoice (docs/billing.md): still
  // the dealer's active advert, marked as hidden until payment.
  suspended: 'ACTIVE',
  waiting: 'WAITING',
  archived: 'ARCHIVED',
  moderated: 'MODERATED',
  draft: 'DRAFT',
};

/** What each state allows (SPEC §2.5: edit, duplicate, deactivate, reactivate, delete draft). */
export const ACTIONS_OF_TAB: Readonly<Record<MyAdsTab, readonly MyAdAction[]>> = {
  ACTIVE: ['EDIT', 'DUPLICATE', 'DEACTIVATE'],
  WAITING: ['EDIT', 'DUPLICATE'],
  ARCHIVED: ['REACTIVATE', 'EDIT', 'DUPLICATE'],
  MODERATED: ['EDIT', 'DUPLICATE'],
  DRAFT: ['EDIT', 'DELETE_DRAFT'],
};

const priceFormat = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 });

interface Row {
  kind: 'advert' | 'draft';
  id: string;
  status: string;
  title: string | null;
  price_gross: string | number | null;
  currency: string | null;
  photo_key: string | null;
  created_ms: number;
  edited_ms: number;
  sort_ms: number;
  moderation_reason: string | null;
  category_slug: string;
  subcategory_slug: string | null;
}

function encodeCursor(row: Row): string {
  return Buffer.from(`${row.sort_ms}|${row.kind}:${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | null | undefined): { ms: number; key: string } | null {
  if (!cursor) return null;
  const [ms, key] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{1,15}(\.\d+)?$/.test(ms ?? '') || !/^(advert|draft):[0-9a-f-]{1,36}$/.test(key ?? '')) throw badCursor();
  return { ms: Number(ms), key: key! };
}

// Epoch milliseconds as float8: both drivers give a number (no Date / string difference).
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

const ADVERT_COLUMNS = `'advert' as kind, a.id::text as id, a.status, a.title, a.price_gross, a.currency,
  (select p.storage_key from photos p where p.advert_id = a.id order by p.position limit 1) as photo_key,
  ${ms('a.created_at')} as created_ms, ${ms('a.last_edited_at')} as edited_ms,
  a.moderation_reason, c.slug as category_slug, s.slug as subcategory_slug`;

// A draft's title: its own, else the chosen make and model.
const DRAFT_TITLE = `coalesce(nullif(trim(d.data->>'title'), ''), nullif(trim(concat_ws(' ',
  (select mk.name from makes mk where mk.id::text = d.data->>'makeId'),
  (select md.name from models md where md.id::text = d.data->>'modelId'))), ''))`;

const DRAFT_COLUMNS = `'draft' as kind, d.id::text as id, 'draft' as status, ${DRAFT_TITLE} as title,
  case when d.data->>'price' ~ '^[0-9]+([.,][0-9]+)?$' then replace(d.data->>'price', ',', '.')::numeric end as price_gross,
  d.data->>'currency' as currency,
  (select p.storage_key from advert_draft_photos p where p.draft_id = d.id order by p.position limit 1) as photo_key,
  ${ms('d.created_at')} as created_ms, ${ms('d.updated_at')} as edited_ms, null as moderation_reason,
  c.slug as category_slug, s.slug as subcategory_slug`;

const ADVERT_FROM = `from adverts a join categories c on c.id = a.category_id left join categories s on s.id = a.subcategory_id`;
const DRAFT_FROM = `from advert_drafts d join categories c on c.id = d.category_id left join categories s on s.id = d.subcategory_id
  where d.user_id = $1 and d.mode = 'new' and d.published_advert_id is null`;

/** The rows of one state after the cursor: adverts by posting time; drafts (both kinds) by last save. */
async function rowsOf(db: Db, owner: string, tab: MyAdsTab, after: { ms: number; key: string } | null, limit: number) {
  const params: unknown[] = [owner, limit];
  const keyset = after ? `where (sort_ms, key) < ($3::float8, $4::text)` : '';
  if (after) params.push(after.ms, after.key);
  const sql =
    tab === 'DRAFT'
      ? `select ${ADVERT_COLUMNS}, ${ms('a.updated_at')} as sort_ms ${ADVERT_FROM} where a.user_id = $1 and a.status = 'draft'
         union all select ${DRAFT_COLUMNS}, ${ms('d.updated_at')} as sort_ms ${DRAFT_FROM}`
      : `select ${ADVERT_COLUMNS}, ${ms('a.created_at')} as sort_ms ${ADVERT_FROM}
         where a.user_id = $1 and a.status ${tab === 'ACTIVE' ? "in ('active', 'suspended')" : `= '${STATUS_OF_TAB[tab]}'`}`;
  return rawQuery<Row>(
    db,
    `select * from (select q.*, q.kind || ':' || q.id as key from (${sql}) q) r ${keyset}
      order by sort_ms desc, key desc limit $2`,
    params,
  );
}

function toMyAd(row: Row, stats: MyAd['stats']): MyAd {
  const tab = TAB_OF_STATUS[row.status] ?? 'DRAFT';
  const slugs = { categorySlug: row.category_slug, subcategorySlug: row.subcategory_slug };
  const price = row.price_gross === null ? null : Number(row.price_gross);
  return {
    id: row.id,
    draft: row.kind === 'draft',
    tab,
    title: row.title ?? '',
    price: price === null || !Number.isFinite(price) ? null : `${priceFormat.format(price)} ${row.currency ?? 'EUR'}`,
    photoUrl: row.photo_key ? mediaUrl(thumbnailKey(row.photo_key)) : null,
    createdAt: new Date(row.created_ms).toISOString(),
    editedAt: new Date(row.edited_ms).toISOString(),
    moderationReason: tab === 'MODERATED' ? (row.moderation_reason ?? 'other') : null,
    url: row.status === 'active' ? advertUrl(row.category_slug, row.id) : null,
    hiddenUntilPayment: row.status === 'suspended',
    // A draft of a new advert continues in the new-advert form, named by ?draft= (docs/posting.md).
    editUrl:
      row.kind === 'draft'
        ? `${postingUrl({ ...slugs, mode: 'new' })}?draft=${encodeURIComponent(row.id)}`
        : postingUrl({ ...slugs, mode: 'edit', id: row.id }),
    duplicateUrl: row.kind === 'draft' ? null : postingUrl({ ...slugs, mode: 'duplicate', id: row.id }),
    stats,
    // A hidden advert cannot be deactivated until the account is settled; it can be edited.
    actions: row.status === 'suspended' ? ['EDIT', 'DUPLICATE'] : [...ACTIONS_OF_TAB[tab]],
  };
}

/** A page of my adverts of one state. */
export async function listMyAds(
  db: Db,
  owner: string,
  tab: MyAdsTab,
  first?: number | null,
  after?: string | null,
): Promise<MyAdsPage> {
  const size = checkPageSize(first, MY_ADS_PAGE_SIZE, 'first', MY_ADS_PAGE_MAX);
  const rows = await rowsOf(db, owner, tab, decodeCursor(after), size + 1);
  const page = rows.slice(0, size);
  const stats = await statsOfAdverts(
    db,
    page.filter((r) => r.kind === 'advert').map((r) => Number(r.id)),
  );
  const none = { views: 0, phoneReveals: 0, messages: 0 };
  return {
    items: page.map((r) => toMyAd(r, (r.kind === 'advert' ? stats.get(Number(r.id)) : null) ?? none)),
    endCursor: rows.length > size && page.length > 0 ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** How many adverts (and drafts) I have in each state. */
export async function countMyAds(db: Db, owner: string): Promise<MyAdsCounts> {
  const rows = await rawQuery<{ status: string; n: number }>(
    db,
    `select status, count(*)::int as n from adverts where user_id = $1 group by status
     union all select 'new_draft', count(*)::int from advert_drafts
      where user_id = $1 and mode = 'new' and published_advert_id is null`,
    [owner],
  );
  const of = (status: string) => rows.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
  return {
    active: of('active') + of('suspended'),
    waiting: of('waiting'),
    archived: of('archived'),
    moderated: of('moderated'),
    draft: of('draft') + of('new_draft'),
  };
}
