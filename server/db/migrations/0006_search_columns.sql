CREATE TABLE "advert_attribute_counts" (
	"category_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"attribute" text NOT NULL,
	"value" text NOT NULL,
	"advert_count" integer NOT NULL,
	CONSTRAINT "advert_attribute_counts_category_id_attribute_subcategory_id_make_id_model_id_value_pk" PRIMARY KEY("category_id","attribute","subcategory_id","make_id","model_id","value")
);
--> statement-breakpoint
CREATE TABLE "popular_searches" (
	"category_id" integer NOT NULL,
	"filters" text NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popular_searches_category_id_filters_pk" PRIMARY KEY("category_id","filters")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "seller_type" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "photo_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "relevance_key" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "popular_searches_rank_idx" ON "popular_searches" USING btree ("category_id","search_count");
