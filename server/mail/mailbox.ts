/**
 * The sandbox mailbox at /dev/mailbox: whether it is shown, and what it shows (the outbox, newest
 * first, one message opened).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/schema/auth';
import type { Env } from '@/server/env';

/** How many messages the list shows. */
export const MAILBOX_PAGE_SIZE = 100;

/** A line of the list. */
export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  template: string;
  /** ISO date. */
  createdAt: string;
}

/** An opened message. */
export interface MailboxMessage extends MailboxEntry {
  text: string;
  html: string;
}

/** What the page renders. */
export interface MailboxData {
  messages: MailboxEntry[];
  selected: MailboxMessage | null;
  /** True when SMTP_URL is absent: every mail of the site lands here. */
  sandbox: boolean;
}

/**
 * DEV_MAILBOX '1' / '0' force it on / off; 'auto' shows it in development and test builds and
 * whenever there is no SMTP server (mail has nowhere else to go).
 */
export function isMailboxEnabled(env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV' | 'SMTP_URL'>): boolean {
  if (env.DEV_MAILBOX === '1') return true;
  if (env.DEV_MAILBOX === '0') return false;
  return env.NODE_ENV !== 'production' || !env.SMTP_URL;
}

function entry(row: typeof outbox.$inferSelect): MailboxEntry {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest messages, and the one whose id is `selectedId` (null when absent or unknown). */
export async function readMailbox(db: Db, env: Pick<Env, 'SMTP_URL'>, selectedId: number | null): Promise<MailboxData> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(MAILBOX_PAGE_SIZE);
  let selected: MailboxMessage | null = null;
  if (selectedId !== null) {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, selectedId));
    if (row) selected = { ...entry(row), text: row.textBody, html: row.htmlBody };
  }
  return { messages: rows.map(entry), selected, sandbox: !env.SMTP_URL };
}

/** The `id` query value as a message id, or null. */
export function parseMessageId(value: unknown): number | null {
  const text: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
