/**
 * Context and events of the dealer's financing settings (/contul-meu/finantare, docs/financing.md
 * "The dealer's pages").
 */
import type { FinancingAccount_Settings } from '@/lib/graphql/generated/operations';

/** One change: the account's switch, or one advert out of (excluded) or back in its financing. */
export type FinancingChange =
  | { readonly kind: 'account'; readonly enabled: boolean }
  | { readonly kind: 'advert'; readonly advertId: string; readonly excluded: boolean };

/** A change the server did not save: it shows `i18nKey` and offers to send it again. */
export type FinancingChangeFailure = FinancingChange & { readonly i18nKey: string };

/** The flow's memory. */
export interface DealerFinancingSettingsContext {
  /** The settings as the server last answered them (null until loaded). */
  readonly settings: FinancingAccount_Settings | null;
  /** i18n key: the settings could not be loaded. */
  readonly loadError: string | null;
  /** The change being saved (the page already shows it). */
  readonly pending: FinancingChange | null;
  readonly failure: FinancingChangeFailure | null;
}

/** What the screen sends. */
export type DealerFinancingSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'account.toggle' }
  | { type: 'advert.toggle'; advertId: string }
  | { type: 'change.retry' };
