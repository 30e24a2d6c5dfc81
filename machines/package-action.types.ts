/** Context and events of the packages pages' machines (package-action.ts). */
import type { PackageActionOutcome, PackagesAccount } from '@/lib/payments/packages-api';

export type { PackageActionOutcome, PackagesAccount };

/** What a page's dialog confirms: a package id and period, an add-on code, a subscription id. */
export type ActionChoice = Readonly<Record<string, string>>;

/** The page's memory; `Choice` is what the dealer picked (a package and period, an add-on, a subscription). */
export interface PackageActionContext<Choice> {
  /** The account's packages, subscriptions, add-ons and benefits; null until the first load. */
  readonly data: PackagesAccount | null;
  /** What waits for (or is being given) confirmation. */
  readonly choice: Choice | null;
  /** The last change made (the page says it was made); null before one. */
  readonly done: Choice | null;
  /** i18n key: the page could not be loaded. */
  readonly error: string | null;
  /** i18n key: the change was refused or could not be made (the choice stays). */
  readonly actionError: string | null;
}

/** What the screen sends. */
export type PackageActionEvent<Choice> =
  | { type: 'load.retry' }
  | { type: 'choice.pick'; choice: Choice }
  | { type: 'choice.confirm' }
  | { type: 'choice.dismiss' };
