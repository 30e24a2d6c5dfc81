/** /authentication/confirm — the e-mailed code confirms the account (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { ConfirmScreen } from '@/components/auth/confirm-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthConfirm } from '@/machines/auth-confirm/use-auth-confirm';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string; codeSent: boolean };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () => {
      const email = typeof ctx.query['email'] === 'string' ? ctx.query['email'].trim().slice(0, 254) : '';
      return Promise.resolve({ props: { email, codeSent: ctx.query['sent'] === '1' } });
    },
  });

export default function ConfirmPage({ email, codeSent }: Props) {
  return <ConfirmScreen view={useAuthConfirm({ email, codeSent }, {})} />;
}
