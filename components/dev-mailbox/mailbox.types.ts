/**
 * What the sandbox mailbox screen shows; the page fills it from server/mail/mailbox.ts (same shape,
 * declared on both sides because components and server code do not import each other).
 */

/** A line of the list. */
export interface MailboxEntryView {
  id: number;
  to: string;
  subject: string;
  template: string;
  /** ISO date. */
  createdAt: string;
}

/** An opened message. */
export interface MailboxMessageView extends MailboxEntryView {
  text: string;
  html: string;
}

/** Props of MailboxScreen. */
export interface MailboxScreenProps {
  messages: MailboxEntryView[];
  selected: MailboxMessageView | null;
  /** True when no SMTP server is set: all site mail lands here. */
  sandbox: boolean;
}
