/** Props of the /authentication page, shared by its loader (server) and its screen. */
import type { AuthFailure } from './auth-flow.types';

/** What the page's loader gives the screen. */
export interface AuthenticationProps {
  mode: 'signIn' | 'register';
  email: string;
  returnUrl: string;
  pageError: AuthFailure | null;
  professional: boolean;
}

/** What an identity provider said on /authentication/oauthverify: nothing, the user cancelled, or another failure. */
export type ProviderOutcome = 'none' | 'cancelled' | 'failed';
