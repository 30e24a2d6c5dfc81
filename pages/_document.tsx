/**
 * The HTML document: Romanian language, brand theme colour and icons (SPEC §1, §9), and the
 * security headers of every server-rendered page (server/page/security-headers.ts): a fresh CSP
 * nonce per request, given to Next's own script and style tags.
 */
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactElement } from 'react';
import { heroFirstLoaderSource } from '@/server/page/hero-first-scripts';
import { applyPageSecurityHeaders } from '@/server/page/page-security';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The pages whose largest paint Lighthouse measures (issue 8: home, listing, ad page) and where nothing
 * is typed into right away. Forms (sign-in, account) keep Next's `defer` tags: there a script arriving
 * after `load` would let typing and clicking reach a page that is not yet hydrated.
 */
const HERO_FIRST_PAGES = new Set(['/', '/[category]/[[...listing]]', '/[category]/anunt/[id]']);

/**
 * Next's <head> without its `<script defer src>` chunk tags on HERO_FIRST_PAGES: one inline loader
 * adds them once the largest paint is on screen (server/page/hero-first-scripts.ts). Inline scripts
 * (Turbopack's bootstrap queue) stay. Production only: development keeps Next's own loading for HMR.
 */
class HeroFirstHead extends Head {
  private get heroFirst(): boolean {
    const { page } = (this.context as { __NEXT_DATA__: { page: string } }).__NEXT_DATA__;
    return process.env.NODE_ENV === 'production' && HERO_FIRST_PAGES.has(page);
  }

  override getDynamicChunks(files: DocumentFiles) {
    return this.heroFirst ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (!this.heroFirst) return scripts;
    const tags = [...super.getDynamicChunks(files), ...scripts].filter((tag): tag is ReactElement<{ src?: string }> => tag !== null);
    const srcs = tags.flatMap((tag) => (tag.props.src ? [tag.props.src] : []));
    const inline = tags.filter((tag) => !tag.props.src);
    return [...inline, <script key="hero-first-loader" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: heroFirstLoaderSource(srcs) }} />];
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
    const { nonce } = this.props;
    return (
      <Html lang="ro">
        <HeroFirstHead nonce={nonce}>
          <meta name="theme-color" content="#142355" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        </HeroFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
