/**
 * Error pages (SPEC §2.6, §8): the 404 page and the generic error page. getInitialProps builds the
 * QR code on the server only: the loader is imported behind a server check, so qrcode never ships
 * to the browser.
 *
 * There is no pages/404.tsx on purpose: Next would prerender it at build time, without the
 * per-request CSP nonce its inline script needs (docs/security.md); rendered here it gets one.
 */
import type { NextPageContext } from 'next';
import { ErrorScreen } from '@/components/errors/error-screen';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import type { ErrorPageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';

type Props = ErrorPageData & Partial<BasePageProps>;

export default function ErrorPage({ statusCode, qrSvg, transactionId, path }: Props) {
  if (statusCode === 404) return <NotFoundScreen />;
  return <ErrorScreen statusCode={statusCode} qrSvg={qrSvg} transactionId={transactionId ?? ''} path={path ?? '/'} />;
}

ErrorPage.getInitialProps = async ({ req, res, err, asPath }: NextPageContext): Promise<Props> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (typeof window === 'undefined' && res) {
    const { loadErrorPage } = await import('@/server/page/error-page.loader');
    return loadErrorPage({ req, res, statusCode, path: asPath ?? '/' });
  }
  return { statusCode, qrSvg: null, path: asPath ?? '/' };
};
