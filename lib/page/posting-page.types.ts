/** What the posting pages (SPEC §2.3) get from their loader (server/page/posting.loader.ts). */
import type { PostingStep } from '@/lib/posting/posting-fields';
import type { PostingValues } from '@/lib/posting/posting-values';
import type { PostingPhoto } from '@/lib/graphql/generated/operations';
import type { PostingFormOptions } from '@/lib/posting/posting-form-options';

export interface PostingPageData {
  readonly categoryId: number;
  readonly subcategoryId: number | null;
  readonly categorySlug: string;
  readonly subcategorySlug: string | null;
  readonly mode: 'new' | 'edit' | 'duplicate';
  readonly advertId: string | null;
  readonly draftId: string | null;
  readonly values: PostingValues;
  readonly step: PostingStep;
  readonly identityLocked: boolean;
  /** When the server's draft was last saved (ISO), or null. */
  readonly updatedAt: string | null;
  /** ISO date of the request. */
  readonly today: string;
  /** Why this account cannot post (i18n key), or null. */
  readonly refusal: string | null;
  /** The draft's photos, main first. */
  readonly photos: readonly PostingPhoto[];
  readonly options: PostingFormOptions;
}
