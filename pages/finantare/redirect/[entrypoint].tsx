/**
 * /finantare/redirect/{entrypoint} — records a financing entry point and sends the buyer on (302);
 * 404 for an unknown entry point (server/page/financing-redirect.loader.ts). Never renders.
 */
import type { GetServerSideProps } from 'next';
import { loadFinancingRedirect } from '@/server/page/financing-redirect.loader';
import { loadPage } from '@/server/page/load-page';

export const getServerSideProps: GetServerSideProps = (ctx) =>
  loadPage(ctx, { namespaces: [], load: loadFinancingRedirect });

export default function FinancingRedirectPage() {
  return null;
}
