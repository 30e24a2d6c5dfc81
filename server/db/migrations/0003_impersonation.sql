CREATE TABLE "session_impersonations" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"main_user_id" uuid NOT NULL,
	"acting_user_id" uuid NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_impersonations" ADD CONSTRAINT "session_impersonations_main_user_id_users_id_fk" FOREIGN KEY ("main_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_impersonations" ADD CONSTRAINT "session_impersonations_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_impersonations_acting_idx" ON "session_impersonations" USING btree ("acting_user_id");