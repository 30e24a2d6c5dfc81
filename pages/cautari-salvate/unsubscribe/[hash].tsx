/** /cautari-salvate/unsubscribe/{hash} — stop a saved search's alerts from an e-mail link (SPEC §2.2). */
import type { GetServerSideProps } from 'next';
import { UnsubscribePage } from '@/components/saved-searches/unsubscribe-page';
import {
  loadSavedSearchUnsubscribePage,
  type SavedSearchUnsubscribePageProps,
} from '@/server/page/saved-search-unsubscribe.loader';

export const getServerSideProps: GetServerSideProps<SavedSearchUnsubscribePageProps> = (ctx) =>
  loadSavedSearchUnsubscribePage(ctx);

export default function SavedSearchUnsubscribe({ token, searchName }: SavedSearchUnsubscribePageProps) {
  return <UnsubscribePage token={token} searchName={searchName} />;
}
