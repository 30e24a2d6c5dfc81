/**
 * Sending mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the outbox table,
 * which /dev/mailbox shows. Callers get a Mailer and never know which.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/schema/auth';
import { getEnv } from '@/server/env';
import type { MailContent } from './templates';

/** A message ready to go. */
export interface MailMessage extends MailContent {
  to: string;
}

/** Where mail goes. */
export type MailTransportKind = 'smtp' | 'outbox';

/** Sends messages; `kind` says where they end up. */
export interface Mailer {
  readonly kind: MailTransportKind;
  send(message: MailMessage): Promise<void>;
}

/** A mailer that writes every message into the outbox table of `db`. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outbox).values({
        toAddress: message.to.toLowerCase(),
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        template: message.template,
        headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
      });
    },
  };
}

/** A mailer over an SMTP URL (smtp://user:pass@host:587, smtps://...). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

let smtpMailer: { url: string; mailer: Mailer } | undefined;

/** The app's mailer: SMTP when SMTP_URL is set (one pooled transport per process), else the outbox of `db`. */
export function getMailer(db: Db): Mailer {
  const env = getEnv();
  if (!env.SMTP_URL) return createOutboxMailer(db);
  if (smtpMailer?.url !== env.SMTP_URL)
    smtpMailer = { url: env.SMTP_URL, mailer: createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) };
  return smtpMailer.mailer;
}
