/** /{category}/{subcategory}/anunt-nou/edit/{id} — the posting form editing an advert (SPEC §2.3, page posting_form). */
import type { GetServerSideProps } from 'next';
import { PostingPage } from '@/components/posting/posting-page';
import type { PostingPageData } from '@/lib/page/posting-page.types';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPostingPage } from '@/server/page/posting.loader';

export const getServerSideProps: GetServerSideProps<BasePageProps & PostingPageData> = loadPostingPage;

export default PostingPage;
