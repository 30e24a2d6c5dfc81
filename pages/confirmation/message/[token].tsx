/** /confirmation/message/{token} — the link mailed to an anonymous buyer; opening it delivers the message (SPEC §2.6). */
import type { GetServerSideProps } from 'next';
import { MessageConfirmationScreen } from '@/components/messages/message-confirmation-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadMessageConfirmation, type MessageConfirmationProps } from '@/server/page/message-confirmation.loader';

type Props = BasePageProps & MessageConfirmationProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadMessageConfirmation(ctx);

export default function MessageConfirmationPage({ outcome }: Props) {
  return <MessageConfirmationScreen outcome={outcome} />;
}
