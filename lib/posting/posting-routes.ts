/**
 * The posting form's URLs (SPEC §2.3): new, edit and duplicate, at the category or under a posting
 * sub-category, built from the route table's `posting_form` patterns (lib/routes/route-table.ts).
 */
import { routeUrl } from '@/lib/routes/navigate';

/** Which posting form. */
export type PostingMode = 'new' | 'edit' | 'duplicate';

/** What a posting URL is made of. */
export interface PostingUrlInput {
  readonly categorySlug: string;
  /** A posting sub-category of the category (camioane, piese, remorci, utilaje-*); omitted for cars. */
  readonly subcategorySlug?: string | null;
  readonly mode: PostingMode;
  /** The advert (edit, duplicate) or draft (edit) id; required for edit and duplicate. */
  readonly id?: string | number | null;
}

/** Index of each form in ROUTES.posting_form: the three at the category, then the three under a sub-category. */
const FORM_INDEX: Readonly<Record<PostingMode, number>> = { new: 0, edit: 1, duplicate: 2 };

/**
 * `/{category}[/{subcategory}]/anunt-nou[/edit/{id} | /duplicate/{id}]`. Throws a RangeError for an
 * edit or duplicate without an id (a link to a form with nothing to load is a bug).
 */
export function postingUrl({ categorySlug, subcategorySlug, mode, id }: PostingUrlInput): string {
  const hasId = id !== undefined && id !== null && String(id) !== '';
  if (mode !== 'new' && !hasId) throw new RangeError(`postingUrl: ${mode} needs an id`);
  const index = FORM_INDEX[mode] + (subcategorySlug ? 3 : 0);
  const params: Record<string, string> = { category: categorySlug };
  if (subcategorySlug) params['subcategory'] = subcategorySlug;
  if (mode === 'edit') params['id'] = String(id);
  if (mode === 'duplicate') params['ad_id'] = String(id);
  return routeUrl('posting_form', { index, params });
}

/** The category selector, where 'Adaugă anunț' starts (SPEC §2.3). */
export function postingStartUrl(): string {
  return routeUrl('postingSelectCategory');
}
