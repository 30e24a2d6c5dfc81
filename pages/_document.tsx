/**
 * The HTML document: Romanian language, brand theme colour and icons (SPEC §1, §9), and the
 * security headers of every server-rendered page (server/page/security-headers.ts): a fresh CSP
 * nonce per request, given to Next's own script and style tags.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactElement } from 'react';
import { PAINT_FIRST_ATTRIBUTE } from '@/lib/page/paint-first';
import { paintFirstLoaderSource } from '@/server/page/paint-first-scripts';
import { applyPageSecurityHeaders } from '@/server/page/page-security';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The pages whose largest paint Lighthouse measures (issue 8: home, listing, ad page). Their links and
 * the listing's filter form work before the scripts run (plain links, a GET form); pages built around
 * a form that needs the scripts (sign-in, account) keep Next's `defer` tags. Decision 0012.
 */
const PAINT_FIRST_PAGES = new Set(['/', '/[category]/[[...listing]]', '/[category]/anunt/[id]']);

/** Whether the page's scripts start after the paint (production only: development keeps HMR's loading). */
function isPaintFirst(page: string): boolean {
  return process.env.NODE_ENV === 'production' && PAINT_FIRST_PAGES.has(page);
}

/**
 * Next's <head> without its `<script defer src>` chunk tags on PAINT_FIRST_PAGES: one inline loader
 * adds them once the page has painted (server/page/paint-first-scripts.ts). Inline scripts
 * (Turbopack's bootstrap queue) stay. Production only: development keeps Next's own loading for HMR.
 */
class PaintFirstHead extends Head {
  private get paintFirst(): boolean {
    return isPaintFirst((this.context as { __NEXT_DATA__: { page: string } }).__NEXT_DATA__.page);
  }

  override getDynamicChunks(files: DocumentFiles) {
    return this.paintFirst ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (!this.paintFirst) return scripts;
    const tags = [...super.getDynamicChunks(files), ...scripts].filter(
      (tag): tag is ReactElement<{ src?: string }> => tag !== null,
    );
    const srcs = tags.flatMap((tag) => (tag.props.src ? [tag.props.src] : []));
    const inline = tags.filter((tag) => !tag.props.src);
    return [
      ...inline,
      <script
        key="paint-first-loader"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: paintFirstLoaderSource(srcs) }}
      />,
    ];
  }
}

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
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
