/** /authentication/verification — an unconfirmed account asks for a new code (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { useRouterNavigate } from '@/components/forms/use-page-navigate';
import { VerificationScreen } from '@/components/auth/verification-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { useAuthVerification } from '@/machines/auth-verification/use-auth-verification';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({
        props: { email: typeof ctx.query['email'] === 'string' ? ctx.query['email'].trim().slice(0, 254) : '' },
      }),
  });

export default function VerificationPage({ email }: Props) {
  const navigate = useRouterNavigate();
  return <VerificationScreen view={useAuthVerification({ email }, { navigate })} />;
}
