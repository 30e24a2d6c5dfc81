/**
 * The frame of every page (SPEC §2.6): default head, skip link, optional top banners, header,
 * main landmark and footer. Rendered by _app around the page's screen. Header, page and footer
 * hydrate separately (HydrationBoundary), so no one of them holds the main thread for long.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationBoundary } from '@/components/ui/hydration-boundary';
import type { TopBannerSlots } from '@/lib/page/page-props';
import { TopBanners } from './ad-slot';
import { SessionImpersonationBanner } from './impersonation-banner';
import { SeoHead } from './seo-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Props of AppShell, taken from the page props. */
export interface AppShellProps {
  siteOrigin: string;
  path: string;
  /** The route id of `path` (page props), for the footer's financing widget. */
  pageType?: string | null;
  banners?: TopBannerSlots;
  children: ReactNode;
}

/** Id of the main landmark, target of the skip link. */
export const MAIN_ID = 'continut';

export function AppShell({ siteOrigin, path, pageType, banners, children }: AppShellProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <SeoHead siteOrigin={siteOrigin} path={path} />
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t('skipToContent')}
      </a>
      <SessionImpersonationBanner />
      <TopBanners {...banners} />
      <HydrationBoundary>
        <SiteHeader path={path} />
      </HydrationBoundary>
      <main id={MAIN_ID} tabIndex={-1}>
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <HydrationBoundary>
        <SiteFooter pageType={pageType} />
      </HydrationBoundary>
    </>
  );
}
