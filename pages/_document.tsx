/**
 * The HTML document: Romanian language, brand theme colour and icons (SPEC §1, §9), and the
 * security headers of every server-rendered page (server/page/security-headers.ts): a fresh CSP
 * nonce per request, given to Next's own script and style tags and to the wideboard's pre-paint script.
 */
import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { WIDEBOARD_PREPAINT_SOURCE } from '@/lib/experiments/wideboard-prepaint';
import { PAINT_FIRST_ATTRIBUTE } from '@/lib/page/paint-first';
import { isPaintFirst, PaintFirstHead } from '@/server/page/paint-first-head';
import { applyPageSecurityHeaders } from '@/server/page/page-security';

interface Props extends DocumentInitialProps {
  /** Undefined when the page is rendered at build time (the static 404): it keeps the baseline policy. */
  nonce?: string;
}

export default class VolanDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const { req, res } = ctx;
    if (!req || !res || res.headersSent) return initial;
    return { ...initial, nonce: applyPageSecurityHeaders(req, res) };
  }

  override render() {
    const { nonce, __NEXT_DATA__: data } = this.props;
    const marker = isPaintFirst(data.page) ? { [PAINT_FIRST_ATTRIBUTE]: '' } : {};
    return (
      <Html lang="ro" {...marker}>
        <PaintFirstHead nonce={nonce}>
          <meta name="theme-color" content="#142355" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          {/* Hides the top wideboard before the paint under ADS-WIDEBOARD@b (shared pages render it for all). */}
          {nonce ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: WIDEBOARD_PREPAINT_SOURCE }} /> : null}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
