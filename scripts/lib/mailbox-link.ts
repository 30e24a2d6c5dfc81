/** The start scripts' line that hands the operator the sandbox mailbox (server/mail/mailbox-access.ts). */
import type { Env } from '@/server/env';
import { isMailboxEnabled } from '@/server/mail/mailbox';
import { mailboxLink } from '@/server/mail/mailbox-access';

/** Prints the link that opens /dev/mailbox, when the server serves it. Only this console shows the key. */
export function printMailboxLink(
  env: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV' | 'SMTP_URL' | 'MAILBOX_SECRET' | 'PORT'>,
): void {
  if (!isMailboxEnabled(env)) return;
  const link = mailboxLink(`http://localhost:${env.PORT}`, env.MAILBOX_SECRET);
  console.info(`[volan] sandbox mailbox (mail goes nowhere else; keep this link to yourself): ${link}`);
}
