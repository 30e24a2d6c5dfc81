import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { addCompileHints } from './server/page/compile-hints';
import { staticSecurityHeaders } from './server/page/security-headers';

export default function config(phase: string): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // `npm test` type-checks the whole tree with `tsc --noEmit`; doing it again inside `next build` doubles
    // the build time on our 2-core machines and would block `npm start` on a test-only type error.
    typescript: { ignoreBuildErrors: true },
    // The GraphQL endpoint lives at /graphql (SPEC §7); Next serves it from an API route.
    rewrites() {
      return Promise.resolve([
        { source: '/graphql', destination: '/api/graphql' },
        // Photos are served from UPLOAD_DIR by an API route.
        { source: '/media/:path*', destination: '/api/media/:path*' },
        // One sandbox mail's HTML, under the mailbox page's path so its access cookie goes along.
        { source: '/dev/mailbox/:id', destination: '/api/dev/mailbox/:id' },
      ]);
    },
    // Every response; server-rendered pages replace the CSP with one carrying a nonce (pages/_document.tsx).
    headers() {
      return Promise.resolve([
        { source: '/:path*', headers: staticSecurityHeaders(phase === PHASE_DEVELOPMENT_SERVER) },
      ]);
    },
    serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
    compiler: {
      // The chunks pages load at start get V8's compile hint, so Chromium compiles them off the main
      // thread while they stream in (server/page/compile-hints.ts, docs/decisions/0028).
      async runAfterProductionCompile({ distDir }) {
        await addCompileHints(distDir);
      },
    },
  };
}
