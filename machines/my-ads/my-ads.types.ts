/** Context, events and input of an ads list (/contul-meu/{active,waiting,archive,moderated,draft}; SPEC §2.5). */
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';
import type { AdvertChange, MyAdRow, MyAdsCountsView, MyAdsPage } from '@/lib/my-ads/my-ads-api';

export type { MyAdRow, MyAdsCountsView, MyAdsPage, MyAdsTab };

/** The state whose list the page shows. */
export interface MyAdsInput {
  readonly tab: MyAdsTab;
}

/** What the last change of a row did (announced once, cleared by the next action). */
export type MyAdsNotice = 'deactivated' | 'reactivatedActive' | 'reactivatedWaiting' | 'draftDeleted';

/** The flow's memory. */
export interface MyAdsContext {
  readonly tab: MyAdsTab;
  /** The adverts shown, newest first (the pages loaded so far). */
  readonly items: readonly MyAdRow[];
  /** The next page's cursor; null when the last page is shown. */
  readonly endCursor: string | null;
  /** How many adverts each state holds (the tabs); null until the first page arrived. */
  readonly counts: MyAdsCountsView | null;
  /** i18n key: the first page could not be loaded. */
  readonly error: string | null;
  /** i18n key: the next page could not be loaded (the list stays). */
  readonly actionError: string | null;
  readonly notice: MyAdsNotice | null;
}

/**
 * What the screen sends; `advert.changed` comes from a row whose own flow (machines/advert-state)
 * finished a change: the row leaves this list when its state is another one, the counts follow.
 */
export type MyAdsEvent =
  | { type: 'list.retry' }
  | { type: 'list.loadMore' }
  | {
      type: 'advert.changed';
      id: string;
      change: AdvertChange;
      /** The advert's new state; null when a draft was deleted. */
      tab: MyAdsTab | null;
      counts: MyAdsCountsView;
    };

/** What `loadPage` is asked. */
export interface MyAdsPageRequest {
  readonly tab: MyAdsTab;
  readonly after: string | null;
}
