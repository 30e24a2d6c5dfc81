/**
 * Posting (SPEC §2.3, §2.6 posting form; docs/posting.md): the wizard's drafts and their photos.
 *
 * A draft holds what the seller typed, as the form has it (jsonb, validated only on publish), so
 * nothing typed is ever refused by autosave. A new advert's draft becomes an advert on publish; an
 * edit draft (advert_id set) writes back into its advert. The draft's photos are processed on
 * upload and copied to `photos` on publish.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { categories } from './categories';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** How a draft started: a new advert, an edit of an advert, or a copy of one. */
export type DraftModeCode = 'new' | 'edit' | 'duplicate';

export const advertDrafts = pgTable(
  'advert_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that owns the advert (a dealer's main account when a sub-user posts for it). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<DraftModeCode>().notNull().default('new'),
    /** The advert an edit writes back into, or the one a duplicate was copied from. */
    advertId: bigint('advert_id', { mode: 'number' }).references(() => adverts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => categories.id),
    /** The form's values (lib/posting/posting-values.ts PostingValues), as typed. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped on every save: a save based on an older revision is refused (two tabs, a stale retry). */
    revision: integer('revision').notNull().default(0),
    /** The wizard step the seller was on (restored after a reload). */
    step: text('step').notNull().default('identity'),
    /** The idempotency key of the publish that created (or updated) the advert: publishing twice is one advert. */
    publishKey: text('publish_key'),
    /** The advert the publish created or updated. */
    publishedAdvertId: bigint('published_advert_id', { mode: 'number' }).references(() => adverts.id, {
      onDelete: 'set null',
    }),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('advert_drafts_mode_ck', sql`${t.mode} in ('new', 'edit', 'duplicate')`),
    uniqueIndex('advert_drafts_publish_key_uq').on(t.userId, t.publishKey),
    // The seller's open drafts, newest first (/contul-meu/draft).
    index('advert_drafts_user_idx').on(t.userId, t.updatedAt),
  ],
);

/**
 * A photo of a draft: processed on upload (orientation applied, metadata with the location
 * stripped, resized to web sizes). `source_key` keeps the cleaned full image that rotate and crop
 * are applied to, so turning a photo four times gives back the first image.
 */
export const advertDraftPhotos = pgTable(
  'advert_draft_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: uuid('draft_id')
      .notNull()
      .references(() => advertDrafts.id, { onDelete: 'cascade' }),
    /** 0 is the main photo. */
    position: smallint('position').notNull(),
    /** The web-size image under UPLOAD_DIR (its thumbnail beside it, server/services/media-urls.ts). */
    storageKey: text('storage_key').notNull(),
    /** The cleaned full-size image rotate and crop start from. */
    sourceKey: text('source_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Quarter turns clockwise applied to the source (0-3). */
    rotation: smallint('rotation').notNull().default(0),
    /** Crop applied after the rotation, as fractions of the rotated image: {x, y, width, height}. */
    crop: jsonb('crop').$type<{ x: number; y: number; width: number; height: number }>(),
    /** Megapixels of the upload (the ad-strength meter's photo quality). */
    megapixels: real('megapixels').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('advert_draft_photos_rotation_ck', sql`${t.rotation} between 0 and 3`),
    index('advert_draft_photos_draft_idx').on(t.draftId, t.position),
  ],
);
