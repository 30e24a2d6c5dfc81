/** Context, events and input of the unsubscribe page (/cautari-salvate/unsubscribe/{hash}; SPEC §2.2). */
import type { UnsubscribeOutcome } from '@/lib/saved-searches/saved-search.types';

export type { UnsubscribeOutcome };

/** The link's token (the {hash} of the path). */
export interface SavedSearchUnsubscribeInput {
  readonly token: string;
}

/** The flow's memory. */
export interface SavedSearchUnsubscribeContext {
  readonly token: string;
  /** The search whose alerts stopped, once they did. */
  readonly name: string | null;
  /** i18n key: the link is bad, or the call failed. */
  readonly error: string | null;
}

/** What the page sends. */
export type SavedSearchUnsubscribeEvent = { type: 'unsubscribe.confirm' } | { type: 'unsubscribe.retry' };
