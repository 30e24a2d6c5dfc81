import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The GraphQL endpoint lives at /graphql (SPEC §7); Next serves it from an API route.
  async rewrites() {
    return [
      { source: '/graphql', destination: '/api/graphql' },
      // Photos are served from UPLOAD_DIR by an API route.
      { source: '/media/:path*', destination: '/api/media/:path*' },
    ];
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
};

export default config;
