/**
 * The posting pages (SPEC §2.3, page name posting_form; docs/posting.md): /{category}[/{subcategory}]
 * /anunt-nou, .../edit/{id}, .../duplicate/{ad_id}. A session is required (signed-out visitors are
 * sent to sign in and come back). An edit continues the advert's open draft; a duplicate starts a
 * copy; a new advert starts empty, or continues the draft named by ?draft= (a reload).
 */
import type { GetServerSidePropsContext } from 'next';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import type { PostingPageData } from '@/lib/page/posting-page.types';
import { POSTING_SUBCATEGORIES, categoryBySlug } from '@/lib/routes/categories';
import { getDb } from '@/server/db/client';
import { PHOTO_MAX_BYTES } from '@/lib/posting-photos/photo-rules';
import { postingPhotoSettings } from '@/server/services/posting-photos-services';
import { postingPriceRules } from '@/server/price-indicator/posting-estimate';
import { BODY_TYPE_LABELS, COLOR_LABELS } from '@/server/db/seed/equipment-data';
import { postingEquipmentFor } from '@/server/services/posting-catalogue';
import { UserInputError } from '@/server/services/ads.types';
import { getDraft, type PostingDraft, startDraft } from '@/server/services/posting-drafts';
import { postingOwnerOf } from '@/server/services/posting-owner';
import { listingPlaces } from './listing-places';
import { loadPage, type PageOutcome } from './load-page';

const param = (ctx: GetServerSidePropsContext, name: string) => {
  const value = ctx.params?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** The page's data, or not found (unknown category, sub-category or advert). */
export async function loadPostingData(
  ctx: GetServerSidePropsContext,
  userId: string,
  now = new Date(),
): Promise<PageOutcome<PostingPageData>> {
  const category = categoryBySlug(param(ctx, 'category') ?? '');
  if (!category) return { notFound: true };
  const subSlug = param(ctx, 'subcategory');
  const subcategory = subSlug ? POSTING_SUBCATEGORIES[category.slug]?.find((s) => s.slug === subSlug) : undefined;
  if (subSlug && !subcategory) return { notFound: true };
  const advertParam = param(ctx, 'id') ?? param(ctx, 'ad_id');
  const mode = param(ctx, 'id') ? 'edit' : param(ctx, 'ad_id') ? 'duplicate' : 'new';
  if (advertParam !== undefined && !/^\d{1,15}$/u.test(advertParam)) return { notFound: true };
  const db = await getDb();
  let owner: string;
  try {
    owner = await postingOwnerOf(db, { id: userId });
  } catch (error) {
    if (error instanceof UserInputError)
      return { props: pageData(category, subcategory, mode, null, error.key, now, []) };
    throw error;
  }
  const draftParam = ctx.query['draft'];
  let draft: PostingDraft | null = null;
  try {
    if (typeof draftParam === 'string') draft = await getDraft(db, owner, draftParam, now);
  } catch (error) {
    // A draft of another account, deleted or published: start again below.
    if (!(error instanceof UserInputError)) throw error;
  }
  if (draft?.publishedAdvertId) draft = null;
  try {
    if (!draft && mode !== 'new')
      draft = await startDraft(
        db,
        owner,
        { mode, categoryId: category.id, subcategoryId: subcategory?.id ?? null, advertId: Number(advertParam) },
        now,
      );
  } catch (error) {
    if (error instanceof UserInputError) return { notFound: true };
    throw error;
  }
  const equipment = await postingEquipmentFor(db, category.id);
  return { props: pageData(category, subcategory, mode, draft, null, now, equipment) };
}

function pageData(
  category: { id: number; slug: string },
  subcategory: { id: number; slug: string } | undefined,
  mode: 'new' | 'edit' | 'duplicate',
  draft: PostingDraft | null,
  refusal: string | null,
  now: Date,
  equipment: string[],
): PostingPageData {
  const photos = postingPhotoSettings();
  return {
    categoryId: draft?.categoryId ?? category.id,
    subcategoryId: draft?.subcategoryId ?? subcategory?.id ?? null,
    categorySlug: category.slug,
    subcategorySlug: subcategory?.slug ?? null,
    mode,
    advertId: draft?.advertId === null || draft?.advertId === undefined ? null : String(draft.advertId),
    draftId: draft?.id ?? null,
    values: draft?.values ?? EMPTY_POSTING_VALUES,
    step: draft?.step ?? 'identity',
    identityLocked: draft?.identityLocked ?? false,
    updatedAt: draft?.updatedAt ?? null,
    today: now.toISOString(),
    refusal,
    photos: draft?.photos ?? [],
    options: {
      priceRules: postingPriceRules(),
      photoRules: { limit: photos.limit, recommended: photos.recommended, maxBytes: PHOTO_MAX_BYTES },
      advertId: draft?.advertId === null || draft?.advertId === undefined ? null : String(draft.advertId),
      bodyTypes: Object.keys(BODY_TYPE_LABELS),
      colors: Object.keys(COLOR_LABELS),
      equipment,
      places: listingPlaces(),
    },
  };
}

/** getServerSideProps of every posting page. */
export function loadPostingPage(ctx: GetServerSidePropsContext) {
  return loadPage<PostingPageData>(ctx, {
    namespaces: [
      'posting',
      'posting-price',
      'posting-photos',
      'vehicle-check',
      'my-ads',
      'advert',
      'vehicle',
      'listing',
      'auth',
    ],
    auth: 'redirect',
    load: async (_execute, context, { session }) => {
      if (!session) return { notFound: true };
      return loadPostingData(context, session.user.userUUID);
    },
  });
}
