-- Posting (docs/posting.md): the wizard's drafts and their processed photos, the advert's
-- national-register status, moderation reason and ad-strength score, and page views per day for
-- the seller's statistics.
CREATE TABLE "advert_view_days" (
	"advert_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "advert_view_days_advert_id_day_pk" PRIMARY KEY("advert_id","day")
);
--> statement-breakpoint
CREATE TABLE "advert_draft_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"source_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"crop" jsonb,
	"megapixels" real DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_draft_photos_rotation_ck" CHECK ("advert_draft_photos"."rotation" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "advert_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text DEFAULT 'new' NOT NULL,
	"advert_id" bigint,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"step" text DEFAULT 'identity' NOT NULL,
	"publish_key" text,
	"published_advert_id" bigint,
	"published_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_drafts_mode_ck" CHECK ("advert_drafts"."mode" in ('new', 'edit', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "register_status" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "ad_strength" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advert_view_days" ADD CONSTRAINT "advert_view_days_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_draft_photos" ADD CONSTRAINT "advert_draft_photos_draft_id_advert_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."advert_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_drafts" ADD CONSTRAINT "advert_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_drafts" ADD CONSTRAINT "advert_drafts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_drafts" ADD CONSTRAINT "advert_drafts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_drafts" ADD CONSTRAINT "advert_drafts_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_drafts" ADD CONSTRAINT "advert_drafts_published_advert_id_adverts_id_fk" FOREIGN KEY ("published_advert_id") REFERENCES "public"."adverts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_draft_photos_draft_idx" ON "advert_draft_photos" USING btree ("draft_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "advert_drafts_publish_key_uq" ON "advert_drafts" USING btree ("user_id","publish_key");--> statement-breakpoint
CREATE INDEX "advert_drafts_user_idx" ON "advert_drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_register_status_ck" CHECK ("adverts"."register_status" in ('pending', 'verified', 'failed', 'no_consent'));