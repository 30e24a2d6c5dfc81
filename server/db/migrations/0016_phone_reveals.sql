CREATE TABLE "dealer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advert_id" bigint NOT NULL,
	"seller_id" uuid NOT NULL,
	"viewer_id" uuid,
	"visitor_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_profiles" ADD CONSTRAINT "dealer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_seller_idx" ON "phone_reveals" USING btree ("seller_id","advert_id");--> statement-breakpoint
CREATE INDEX "phone_reveals_visitor_idx" ON "phone_reveals" USING btree ("visitor_key","created_at");