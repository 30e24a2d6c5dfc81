/**
 * /authentication — sign in (SPEC §2.4), or create an account with ?action=register. Honours
 * redirectUrl (protected pages) and callbackUrl (next-auth's sign-in redirect) through the SPEC §5
 * sanitiser; a visitor who is already signed in goes straight there.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { AuthenticationProps } from '@/lib/session/authentication-page.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { DEFAULT_POST_LOGIN_REDIRECT, toLocationHeader } from '@/lib/routes/redirect-url';
import { signInPageError } from '@/lib/session/auth-errors';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { returnUrlFromQuery } from '@/lib/session/post-login';
import { getEnv } from '@/server/env';
import type { PageSessionReader } from './auth-guard';
import { loadPage } from './load-page';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 254) : '';
}

/** getServerSideProps of /authentication; `readSession` is a test seam. */
export function loadAuthenticationPage(
  ctx: GetServerSidePropsContext,
  deps: { readSession?: PageSessionReader } = {},
): Promise<GetServerSidePropsResult<BasePageProps & AuthenticationProps>> {
  return loadPage<AuthenticationProps>(ctx, {
    namespaces: [AUTH_NAMESPACE],
    auth: 'optional',
    readSession: deps.readSession,
    load: (_execute, _ctx, { session }) => {
      const siteOrigin = getEnv().SITE_ORIGIN;
      const returnUrl = returnUrlFromQuery(ctx.query, siteOrigin);
      // Sanitised once above, never again. The destination becomes a Location header: percent-encoded,
      // or '/ă' would be a 500.
      if (session)
        return Promise.resolve({
          redirect: { destination: toLocationHeader(returnUrl || DEFAULT_POST_LOGIN_REDIRECT), permanent: false },
        });
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
}
