/**
 * /authentication — sign in (SPEC §2.4), or create an account with ?action=register. Honours
 * redirectUrl (protected pages) and callbackUrl (next-auth's sign-in redirect) through the SPEC §5
 * sanitiser; a visitor who is already signed in goes straight there.
 */
import type { GetServerSideProps } from 'next';
import { SignInScreen } from '@/components/auth/sign-in-screen';
import { SignUpScreen } from '@/components/auth/sign-up-screen';
import { fullPageNavigate, useRouterNavigate } from '@/components/auth/use-auth-navigate';
import type { BasePageProps } from '@/lib/page/page-props';
import { postLoginRedirect } from '@/lib/routes/redirect-url';
import type { AuthFailure } from '@/lib/session/auth-flow.types';
import { signInPageError } from '@/lib/session/auth-errors';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { returnUrlFromQuery } from '@/lib/session/post-login';
import { useAuthSignIn } from '@/machines/auth-sign-in/use-auth-sign-in';
import { useAuthSignUp } from '@/machines/auth-sign-up/use-auth-sign-up';
import { getEnv } from '@/server/env';
import { loadPage } from '@/server/page/load-page';

interface AuthenticationProps {
  mode: 'signIn' | 'register';
  email: string;
  returnUrl: string;
  pageError: AuthFailure | null;
  professional: boolean;
}

type Props = BasePageProps & AuthenticationProps;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 254) : '';
}

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage<AuthenticationProps>(ctx, {
    namespaces: [AUTH_NAMESPACE],
    auth: 'optional',
    load: (_client, _ctx, { session }) => {
      const siteOrigin = getEnv().SITE_ORIGIN;
      const returnUrl = returnUrlFromQuery(ctx.query, siteOrigin);
      if (session) return Promise.resolve({ redirect: { destination: postLoginRedirect(returnUrl, siteOrigin), permanent: false } });
      return Promise.resolve({
        props: {
          mode: ctx.query['action'] === 'register' ? 'register' : 'signIn',
          email: text(ctx.query['email']),
          returnUrl,
          pageError: signInPageError(ctx.query['error']),
          professional: ctx.query['userType'] === 'PROFESSIONAL',
        },
      });
    },
  });

function SignIn({ email, returnUrl, pageError, siteOrigin }: Props) {
  const view = useAuthSignIn({ email, returnUrl, pageError }, { navigate: fullPageNavigate, siteOrigin });
  return <SignInScreen view={view} />;
}

function SignUp({ email, professional, siteOrigin }: Props) {
  const navigate = useRouterNavigate();
  const view = useAuthSignUp({ email, userType: professional ? 'PROFESSIONAL' : 'PRIVATE' }, { navigate, siteOrigin });
  return <SignUpScreen view={view} />;
}

export default function AuthenticationPage(props: Props) {
  // Keyed, so switching between the forms starts each flow afresh.
  return props.mode === 'register' ? <SignUp key="register" {...props} /> : <SignIn key="sign-in" {...props} />;
}
