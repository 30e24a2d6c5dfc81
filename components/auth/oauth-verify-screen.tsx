/**
 * /authentication/oauthverify — where an identity provider sends the user back (SPEC §2.4). The
 * session machine checks the session: signed in → on to the stored return URL (sanitised again,
 * default /contul-meu/); the provider's refusal or no session → a clear message and the way back
 * to the sign-in page. Only e-mail sign-in exists today; this page is the landing any other
 * provider will use.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { routeUrl } from '@/lib/routes/navigate';
import { authenticationRedirectPath, signInPath } from '@/lib/session/auth-paths';
import { takePostLoginTarget } from '@/lib/session/post-login';
import { browserStorage } from '@/lib/session/session-storage';
import type { SessionStatus } from '@/lib/session/session.types';
import type { ProviderOutcome } from '@/lib/session/authentication-page.types';
import { AuthCard } from './auth-card';
import forms from '@/components/forms/forms.module.css';
import styles from './auth.module.css';

/** Props of OAuthVerifyScreen. */
export interface OAuthVerifyScreenProps {
  readonly status: SessionStatus;
  readonly provider: ProviderOutcome;
  /** The page's own return URL (redirectUrl / callbackUrl), already sanitised. */
  readonly returnUrl: string;
  readonly siteOrigin: string;
  readonly navigate: (url: string) => void;
}

/** The sign-in page, keeping where the user wanted to go. */
function signInHref(returnUrl: string): string {
  return returnUrl ? authenticationRedirectPath(returnUrl) : signInPath();
}

export function OAuthVerifyScreen({ status, provider, returnUrl, siteOrigin, navigate }: OAuthVerifyScreenProps) {
  const { t } = useTranslation('auth');
  const proceeding = provider === 'none' && status === 'authenticated';
  const left = useRef(false);
  useEffect(() => {
    if (!proceeding || left.current) return;
    left.current = true;
    navigate(takePostLoginTarget(browserStorage(), returnUrl, siteOrigin));
  }, [proceeding, navigate, returnUrl, siteOrigin]);

  if (provider === 'none' && status !== 'unauthenticated') {
    return (
      <AuthCard title={t('oauthVerify.title')}>
        <p role="status" aria-busy="true">
          {t(proceeding ? 'oauthVerify.redirecting' : 'oauthVerify.checking')}
        </p>
      </AuthCard>
    );
  }
  const key =
    provider === 'cancelled'
      ? 'oauthVerify.cancelled'
      : provider === 'failed'
        ? 'oauthVerify.failed'
        : 'oauthVerify.noSession';
  return (
    <AuthCard title={t('oauthVerify.failedTitle')}>
      <div role="alert" className={forms.alert}>
        <p>{t(key)}</p>
      </div>
      <div className={styles.links}>
        <Link
          href={signInHref(returnUrl)}
          className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
          prefetch={false}
        >
          {t('oauthVerify.backToSignIn')}
        </Link>
        <Link href={routeUrl('home')} prefetch={false}>
          {t('oauthVerify.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
