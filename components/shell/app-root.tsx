/**
 * What _app renders inside its HydrationBoundary: the on-demand Apollo client's config, then the
 * providers every page shares (i18next built from the page's catalogues, the device class, the
 * session) around the shell. The session actor is created once here; it starts in the browser
 * only, so the server render shows its first snapshot ('loading'). The Apollo links read the id
 * token from it and ask it for the forced refresh after UNAUTHENTICATED. Two components, so that
 * React can yield between the session and the frame (docs/decisions/0023).
 */
import type { AppProps } from 'next/app';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorScreen } from '@/components/errors/error-screen';
import { TrackingRoot } from '@/components/tracking/tracking-root';
import { isDevice } from '@/lib/device/device-class';
import { DeviceProvider } from '@/lib/device/use-device';
import { FavouritesSettingProvider } from '@/lib/favourites/favourites-setting';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { useApolloClientConfig, usePersistedQueriesFlag } from '@/lib/graphql/use-apollo';
import { useI18nInstance } from '@/lib/i18n/use-i18n-instance';
import { applyTracing } from '@/lib/monitoring/tracing-global';
import type { BasePageProps } from '@/lib/page/page-props';
import { HYDRATED_ATTRIBUTE } from '@/lib/page/paint-first';
import { ExperimentsProvider } from '@/machines/experiments/use-experiments';
import { sessionTokenReaders } from '@/machines/session/session-tokens';
import { SessionProvider, useSessionActor } from '@/machines/session/use-session';
import { HouseAdsProvider } from './ad-slot';
import { AppShell } from './app-shell';
import { BackgroundTasks } from './background-tasks';
import { MonitoringStarter } from './monitoring-starter';

/** Site code when a page brings none (error renders in the browser). */
const FALLBACK_SITE_CODE = 'volan_ro';

/** The session (actor, Apollo config) around the rest: a component of its own, so React can yield between it and AppFrame. */
export function AppRoot(props: AppProps<Partial<BasePageProps>>) {
  const { pageProps } = props;
  // The tracing context (SPEC §3) during render: the page's flows may send requests from their effects, which run before ours.
  applyTracing(pageProps.transactionId ?? '', pageProps.siteCode ?? FALLBACK_SITE_CODE);
  const session = useSessionActor();
  const tokens = useMemo(() => sessionTokenReaders(session), [session]);
  useApolloClientConfig({
    siteCode: pageProps.siteCode ?? FALLBACK_SITE_CODE,
    getToken: tokens.getToken,
    refreshToken: tokens.refreshToken,
  });
  // The page reacts from here on: marks <html data-hydrated> (pages/_document.tsx starts the scripts after the paint).
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <SessionProvider actor={session}>
      <ExperimentsProvider pageFlags={pageProps.featureFlags}>
        <AppFrame {...props} />
      </ExperimentsProvider>
    </SessionProvider>
  );
}

/** i18next (created on the first render), the device class and the shell around the page. */
function AppFrame({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  const i18n = useI18nInstance(pageProps.i18n);
  const favouritesFlag = useFeatureFlag('favouritesForVisitors');
  usePersistedQueriesFlag();
  return (
    <I18nextProvider i18n={i18n}>
      <DeviceProvider device={isDevice(pageProps.device) ? pageProps.device : 'mobile'}>
        <FavouritesSettingProvider forVisitors={(pageProps.favouritesForVisitors ?? true) && favouritesFlag}>
          <HouseAdsProvider ads={pageProps.houseAds}>
            <AppShell
              siteOrigin={pageProps.siteOrigin ?? ''}
              path={pageProps.path ?? '/'}
              pageType={pageProps.pageType}
              banners={pageProps.banners}
            >
              {pageProps.errorPage ? (
                // The server answered with the error page (database away, 503): the page's own props are absent.
                <ErrorScreen
                  statusCode={pageProps.errorPage.statusCode}
                  qrSvg={pageProps.errorPage.qrSvg}
                  transactionId={pageProps.transactionId ?? ''}
                  path={pageProps.path ?? '/'}
                />
              ) : (
                <Component {...pageProps} />
              )}
              <MonitoringStarter transactionId={pageProps.transactionId ?? ''} />
            </AppShell>
          </HouseAdsProvider>
          <BackgroundTasks />
          <TrackingRoot {...(pageProps.trackingScriptUrl ? { scriptUrl: pageProps.trackingScriptUrl } : {})} />
        </FavouritesSettingProvider>
      </DeviceProvider>
    </I18nextProvider>
  );
}
