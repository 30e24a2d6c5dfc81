/**
 * The ads lists' tabs (SPEC §2.5): each state's page, its slug in the catalogue, its count, and the
 * dates the rows show (Romanian time).
 */
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';
import { routeUrl } from '@/lib/routes/navigate';
import type { MyAdsCountsView } from './my-ads-api';

/** The tabs in menu order. */
export const MY_ADS_TABS: readonly MyAdsTab[] = ['ACTIVE', 'WAITING', 'ARCHIVED', 'MODERATED', 'DRAFT'];

const ROUTE_OF_TAB = {
  ACTIVE: 'myAccountActive',
  WAITING: 'myAccountWaiting',
  ARCHIVED: 'myAccountArchive',
  MODERATED: 'myAccountModerated',
  DRAFT: 'myAccountDraft',
} as const satisfies Record<MyAdsTab, string>;

const SLUG_OF_TAB = {
  ACTIVE: 'active',
  WAITING: 'waiting',
  ARCHIVED: 'archived',
  MODERATED: 'moderated',
  DRAFT: 'draft',
} as const satisfies Record<MyAdsTab, keyof MyAdsCountsView>;

/** The page of a tab. */
export function myAdsTabUrl(tab: MyAdsTab): string {
  return routeUrl(ROUTE_OF_TAB[tab]);
}

/** The key of a tab in the catalogue and in the counts. */
export function slugOfMyAdsTab(tab: MyAdsTab): keyof MyAdsCountsView {
  return SLUG_OF_TAB[tab];
}

/** How many adverts a tab holds. */
export function countOfTab(counts: MyAdsCountsView, tab: MyAdsTab): number {
  return counts[SLUG_OF_TAB[tab]];
}

const dateFormat = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Bucharest',
});

/** '14 mar. 2026' (Romanian time). */
export function formatAdDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
