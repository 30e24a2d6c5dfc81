/**
 * Props of the generic error page, made on the server only (pages/_error.tsx imports this
 * dynamically behind a server check, so qrcode never reaches the browser bundle).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import type { BasePageProps } from '@/lib/page/page-props';
import type { ErrorPageData } from '@/lib/page/page-data.types';
import { DEFAULT_LOCALE, SHELL_NAMESPACES } from '@/lib/i18n/i18n-config';
import { getEnv } from '@/server/env';
import { deviceFromUserAgent } from './device';
import { loadTranslations } from './load-translations';
import { TRANSACTION_HEADER, transactionIdFrom } from './transaction-id';

/** What _error's getInitialProps knows on the server. */
export interface ErrorPageInput {
  req: IncomingMessage | undefined;
  res: ServerResponse;
  statusCode: number;
  path: string;
}

/** The error page's props; the transaction id is the one loadPage already put on the response. */
export async function loadErrorPage({
  req,
  res,
  statusCode,
  path,
}: ErrorPageInput): Promise<BasePageProps & ErrorPageData> {
  const sent = res.getHeader(TRANSACTION_HEADER);
  const transactionId = transactionIdFrom(typeof sent === 'string' ? sent : req?.headers[TRANSACTION_HEADER]);
  if (!res.headersSent) res.setHeader(TRANSACTION_HEADER, transactionId);
  const env = getEnv();
  // The 404 page has no support box, hence no QR code.
  const qrSvg =
    statusCode === 404
      ? null
      : await QRCode.toString(transactionId, {
          type: 'svg',
          margin: 1,
          errorCorrectionLevel: 'M',
          color: { dark: '#02282C', light: '#FFFFFF' },
        });
  return {
    statusCode,
    qrSvg,
    i18n: await loadTranslations(DEFAULT_LOCALE, SHELL_NAMESPACES),
    device: deviceFromUserAgent(req?.headers['user-agent']),
    transactionId,
    siteOrigin: env.SITE_ORIGIN,
    siteCode: env.SITE_CODE,
    path,
  };
}
