/** /authentication — sign in or create an account (SPEC §2.4); see server/page/authentication.loader.ts. */
import type { GetServerSideProps } from 'next';
import { AuthenticationScreen } from '@/components/auth/authentication-screen';
import type { AuthenticationProps } from '@/lib/session/authentication-page.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadAuthenticationPage } from '@/server/page/authentication.loader';

type Props = BasePageProps & AuthenticationProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadAuthenticationPage(ctx);

export default function AuthenticationPage(props: Props) {
  return <AuthenticationScreen {...props} />;
}
