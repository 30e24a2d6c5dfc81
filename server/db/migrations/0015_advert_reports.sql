CREATE TABLE "advert_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advert_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advert_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"user_id" uuid,
	"reporter_key" text NOT NULL,
	"confirmation_hash" text,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advert_reports" ADD CONSTRAINT "advert_reports_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advert_reports" ADD CONSTRAINT "advert_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advert_reports_advert_idx" ON "advert_reports" USING btree ("advert_id","reporter_key");--> statement-breakpoint
CREATE INDEX "advert_reports_reporter_idx" ON "advert_reports" USING btree ("reporter_key","created_at");--> statement-breakpoint
CREATE INDEX "advert_reports_email_idx" ON "advert_reports" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advert_reports_confirmation_idx" ON "advert_reports" USING btree ("confirmation_hash");