/**
 * /dev/mailbox — the sandbox mailbox (the outbox table). A 404 where it is switched off
 * (server/mail/mailbox.ts) and for everyone without MAILBOX_SECRET (server/mail/mailbox-access.ts):
 * the page shows every confirmation and reset code, so it must not even admit that it exists.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb, type Db } from '@/server/db/client';
import { type Env, getEnv } from '@/server/env';
import { isMailboxEnabled, type MailboxData, parseMessageId, readMailbox } from '@/server/mail/mailbox';
import {
  MAILBOX_COOKIE,
  MAILBOX_KEY_PARAM,
  MAILBOX_PAGE,
  mailboxAccess,
  mailboxCookieHeader,
} from '@/server/mail/mailbox-access';
import type { PageSessionReader } from './auth-guard';
import { loadPage } from './load-page';

/** Test seams: the environment, the database and the session read. */
export interface MailboxPageDeps {
  env?: Pick<Env, 'DEV_MAILBOX' | 'NODE_ENV' | 'SMTP_URL' | 'MAILBOX_SECRET' | 'SITE_ORIGIN'>;
  db?: () => Promise<Db>;
  readSession?: PageSessionReader;
}

/** getServerSideProps of /dev/mailbox. */
export function loadMailboxPage(
  ctx: GetServerSidePropsContext,
  deps: MailboxPageDeps = {},
): Promise<GetServerSidePropsResult<BasePageProps & MailboxData>> {
  return loadPage<MailboxData>(ctx, {
    namespaces: ['mailbox'],
    readSession: deps.readSession,
    load: async () => {
      const env = deps.env ?? getEnv();
      // Codes, reset links and who may see them: never kept by a cache.
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      if (!isMailboxEnabled(env)) return { notFound: true };
      const access = mailboxAccess(
        { key: ctx.query[MAILBOX_KEY_PARAM], cookie: ctx.req.cookies[MAILBOX_COOKIE] },
        env.MAILBOX_SECRET,
      );
      if (access === 'none') return { notFound: true };
      const id = parseMessageId(ctx.query['id']);
      if (access === 'key') {
        // The key leaves the address bar (history, Referer, screen shares): the cookie carries the access from now on.
        ctx.res.appendHeader(
          'Set-Cookie',
          mailboxCookieHeader(env.MAILBOX_SECRET, env.SITE_ORIGIN.startsWith('https://')),
        );
        return { redirect: { destination: id === null ? MAILBOX_PAGE : `${MAILBOX_PAGE}?id=${id}`, permanent: false } };
      }
      return { props: await readMailbox(await (deps.db ?? getDb)(), env, id) };
    },
  });
}
