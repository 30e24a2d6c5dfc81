/** Context, events and input of the payment reminders (the account area's banner and modals; SPEC §4). */
import type { BillingStatusView } from '@/lib/graphql/generated/operations';

export type { BillingStatusView };

/** Where the machine starts. */
export interface PaymentRemindersInput {
  /** The status the page was rendered with; null when the page has none (it is then loaded). */
  readonly status: BillingStatusView | null;
  /** This page shows the modals (the account overview and the invoices page); other pages only the banner. */
  readonly modals: boolean;
  /** The 'Ai plătit factura?' modal was closed earlier in this visit (not offered again). */
  readonly declareClosed: boolean;
}

/** What the last success did (announced once). */
export type PaymentRemindersNotice = 'declared' | 'unblocked';

/** The flow's memory. */
export interface PaymentRemindersContext {
  /** The server's status; every date and count in it is the server's. Null until it arrives. */
  readonly status: BillingStatusView | null;
  readonly modals: boolean;
  readonly declareClosed: boolean;
  /** The unblock modal's confirmation checkbox. */
  readonly confirmed: boolean;
  /** i18n key: why the open modal's action failed (the modal stays open). */
  readonly error: string | null;
  readonly notice: PaymentRemindersNotice | null;
}

/** What the screen sends. */
export type PaymentRemindersEvent =
  | { type: 'status.retry' }
  | { type: 'declare.confirm' }
  | { type: 'unblock.open' }
  | { type: 'unblock.toggle'; confirmed: boolean }
  | { type: 'unblock.confirm' }
  | { type: 'dialog.close' };
