/**
 * /offline — the page the service worker keeps for navigations that fail while offline
 * (public/service-worker.js). Rendered per request like every page (its own CSP nonce); the worker
 * stores one copy at install.
 */
import type { GetServerSideProps } from 'next';
import { OfflineScreen } from '@/components/errors/offline-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps<BasePageProps> = (ctx) => loadPage(ctx, { namespaces: [] });

export default function OfflinePage() {
  return <OfflineScreen />;
}
