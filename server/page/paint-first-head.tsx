/**
 * Next's <head> for the pages whose scripts start after the paint (decision 0012): the pages it
 * applies to, and the Head that swaps Next's `<script defer src>` chunk tags for one inline loader.
 */
import { Head } from 'next/document';
import type { ReactElement } from 'react';
import { paintFirstLoaderSource } from './paint-first-scripts';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The pages whose largest paint Lighthouse measures (issue 8: home, listing, ad page). Their links and
 * the listing's filter form work before the scripts run (plain links, a GET form); pages built around
 * a form that needs the scripts (sign-in, account) keep Next's `defer` tags. Decision 0012.
 */
const PAINT_FIRST_PAGES = new Set(['/', '/[category]/[[...listing]]', '/[category]/anunt/[id]']);

/** Whether the page's scripts start after the paint (production only: development keeps HMR's loading). */
export function isPaintFirst(page: string): boolean {
  return process.env.NODE_ENV === 'production' && PAINT_FIRST_PAGES.has(page);
}

/**
 * Next's <head> without its `<script defer src>` chunk tags on PAINT_FIRST_PAGES: one inline loader
 * adds them once the page has painted (server/page/paint-first-scripts.ts). Inline scripts
 * (Turbopack's bootstrap queue) stay. Production only: development keeps Next's own loading for HMR.
 */
export class PaintFirstHead extends Head {
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
