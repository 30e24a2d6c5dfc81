/** /authentication/oauthverify — the return from an identity provider (SPEC §2.4); see OAuthVerifyScreen. */
import type { GetServerSideProps } from 'next';
import { OAuthVerifyScreen } from '@/components/auth/oauth-verify-screen';
import { fullPageNavigate } from '@/components/forms/use-page-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { useSession } from '@/machines/session/use-session';
import { loadOAuthVerifyPage, type OAuthVerifyProps } from '@/server/page/oauth-verify.loader';

type Props = BasePageProps & OAuthVerifyProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadOAuthVerifyPage(ctx);

export default function OAuthVerifyPage({ provider, returnUrl, siteOrigin }: Props) {
  const { status } = useSession();
  return (
    <OAuthVerifyScreen
      status={status}
      provider={provider}
      returnUrl={returnUrl}
      siteOrigin={siteOrigin}
      navigate={fullPageNavigate}
    />
  );
}
