/** /dev/mailbox — the sandbox mailbox (the outbox table); a 404 where it is switched off (server/mail/mailbox.ts). */
import type { GetServerSideProps } from 'next';
import { MAILBOX_NAMESPACE } from '@/components/dev-mailbox/mailbox-i18n';
import { MailboxScreen } from '@/components/dev-mailbox/mailbox-screen';
import type { MailboxScreenProps } from '@/components/dev-mailbox/mailbox.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { isMailboxEnabled, parseMessageId, readMailbox } from '@/server/mail/mailbox';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & MailboxScreenProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage<MailboxScreenProps>(ctx, {
    namespaces: [MAILBOX_NAMESPACE],
    load: async () => {
      const env = getEnv();
      if (!isMailboxEnabled(env)) return { notFound: true };
      // Codes and reset links: never kept by a cache.
      ctx.res.setHeader('Cache-Control', 'no-store');
      return { props: await readMailbox(await getDb(), env, parseMessageId(ctx.query['id'])) };
    },
  });

export default function MailboxPage({ messages, selected, sandbox }: Props) {
  return <MailboxScreen messages={messages} selected={selected} sandbox={sandbox} />;
}
