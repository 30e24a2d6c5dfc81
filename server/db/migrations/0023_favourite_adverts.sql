-- Favourite adverts (docs/favourites.md): one row per account and followed advert; an account's
-- list newest first and an advert's followers each read one index.
CREATE TABLE "favourite_adverts" (
	"account_id" uuid NOT NULL,
	"advert_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_adverts_account_advert_uq" UNIQUE("account_id","advert_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_adverts" ADD CONSTRAINT "favourite_adverts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_adverts" ADD CONSTRAINT "favourite_adverts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_adverts_account_created_idx" ON "favourite_adverts" USING btree ("account_id","created_at" DESC NULLS LAST,"advert_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourite_adverts_advert_idx" ON "favourite_adverts" USING btree ("advert_id");