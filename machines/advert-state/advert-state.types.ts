/** Context, events and input of one advert's state changes (SPEC §4 states; docs/my-ads.md). */
import type { MyAdsTab } from '@/lib/graphql/generated/schema-enums';
import type { AdvertChange, AdvertChangeOutcome } from '@/lib/my-ads/my-ads-api';

export type { AdvertChange, AdvertChangeOutcome, MyAdsTab };

/** The advert (or draft) and the state it is listed in. */
export interface AdvertStateInput {
  readonly id: string;
  readonly tab: MyAdsTab;
}

export interface AdvertStateContext {
  readonly id: string;
  /** The advert's state as last known (null: the draft was deleted). */
  readonly tab: MyAdsTab | null;
  /** i18n key of the last refusal or failure, shown on the row until the next action. */
  readonly error: string | null;
}

/** The row's buttons and the confirmation dialog. */
export type AdvertStateEvent =
  | { type: 'advert.deactivate' }
  | { type: 'advert.reactivate' }
  | { type: 'advert.deleteDraft' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' };

/** What the change actor is asked. */
export interface AdvertChangeRequest {
  readonly change: AdvertChange;
  readonly id: string;
}
