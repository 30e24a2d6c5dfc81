/**
 * Generic error page (SPEC §2.6, §8). getInitialProps builds the QR code on the server only: the
 * loader is imported behind a server check, so qrcode never ships to the browser.
 */
import type { NextPageContext } from 'next';
import { ErrorScreen } from '@/components/errors/error-screen';
import type { ErrorPageData } from '@/lib/page/page-data.types';
import type { BasePageProps } from '@/lib/page/page-props';

type Props = ErrorPageData & Partial<BasePageProps>;

export default function ErrorPage({ statusCode, qrSvg, transactionId, path }: Props) {
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
