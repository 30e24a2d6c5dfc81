/** The /authentication screen: the sign-in flow, or the sign-up flow with ?action=register. */
import type { AuthenticationProps } from '@/lib/session/authentication-page.types';
import { useAuthSignIn } from '@/machines/auth-sign-in/use-auth-sign-in';
import { useAuthSignUp } from '@/machines/auth-sign-up/use-auth-sign-up';
import { SignInScreen } from './sign-in-screen';
import { SignUpScreen } from './sign-up-screen';
import { fullPageNavigate, useRouterNavigate } from '@/components/forms/use-page-navigate';

type Props = AuthenticationProps & { siteOrigin: string };

function SignIn({ email, returnUrl, pageError, siteOrigin }: Props) {
  const view = useAuthSignIn({ email, returnUrl, pageError }, { navigate: fullPageNavigate, siteOrigin });
  return <SignInScreen view={view} />;
}

function SignUp({ email, professional, siteOrigin }: Props) {
  const navigate = useRouterNavigate();
  const view = useAuthSignUp({ email, userType: professional ? 'PROFESSIONAL' : 'PRIVATE' }, { navigate, siteOrigin });
  return <SignUpScreen view={view} />;
}

export function AuthenticationScreen(props: Props) {
  // Keyed, so switching between the forms starts each flow afresh.
  return props.mode === 'register' ? <SignUp key="register" {...props} /> : <SignIn key="sign-in" {...props} />;
}
