/**
 * getServerSideProps of /authentication/oauthverify: what the identity provider said (OAuth 2.0
 * `error`) and the sanitised return URL of the query.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import type { ProviderOutcome } from '@/lib/session/authentication-page.types';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { returnUrlFromQuery } from '@/lib/session/post-login';
import { getEnv } from '@/server/env';
import { loadPage } from './load-page';

/** Props of the page. */
export interface OAuthVerifyProps {
  provider: ProviderOutcome;
  returnUrl: string;
}

/** OAuth 2.0 error codes: `access_denied` is the user saying no; any other is a failure. */
export function providerOutcome(error: unknown): ProviderOutcome {
  const value: unknown = Array.isArray(error) ? error[0] : error;
  if (typeof value !== 'string' || value === '') return 'none';
  return value === 'access_denied' ? 'cancelled' : 'failed';
}

export function loadOAuthVerifyPage(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<BasePageProps & OAuthVerifyProps>> {
  return loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({
        props: {
          provider: providerOutcome(ctx.query['error']),
          returnUrl: returnUrlFromQuery(ctx.query, getEnv().SITE_ORIGIN),
        },
      }),
  });
}
