/** /dev/mailbox — the sandbox mailbox (the outbox table); opens only with MAILBOX_SECRET (server/page/mailbox.loader.ts). */
import type { GetServerSideProps } from 'next';
import { MailboxScreen } from '@/components/dev-mailbox/mailbox-screen';
import type { MailboxScreenProps } from '@/components/dev-mailbox/mailbox.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadMailboxPage } from '@/server/page/mailbox.loader';

type Props = BasePageProps & MailboxScreenProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadMailboxPage(ctx);

export default function MailboxPage({ messages, selected, sandbox }: Props) {
  return <MailboxScreen messages={messages} selected={selected} sandbox={sandbox} />;
}
