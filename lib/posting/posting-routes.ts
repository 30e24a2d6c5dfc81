/** URLs of the posting pages (SPEC §2.3), from the route table. */
import { routeUrl } from '@/lib/routes/navigate';

export interface PostingUrlInput {
  readonly categorySlug: string;
  readonly subcategorySlug?: string | null;
  readonly mode: 'new' | 'edit' | 'duplicate';
  /** Edit and duplicate: the advert. */
  readonly id?: string | number | null;
}

/** /{category}[/{subcategory}]/anunt-nou[/edit/{id} | /duplicate/{ad_id}]. */
export function postingUrl({ categorySlug, subcategorySlug, mode, id }: PostingUrlInput): string {
  const index = (subcategorySlug ? 3 : 0) + (mode === 'edit' ? 1 : mode === 'duplicate' ? 2 : 0);
  const params: Record<string, string> = { category: categorySlug };
  if (subcategorySlug) params['subcategory'] = subcategorySlug;
  if (mode === 'edit') params['id'] = String(id);
  if (mode === 'duplicate') params['ad_id'] = String(id);
  return routeUrl('posting_form', { index, params });
}
