ALTER TABLE "adverts" ADD COLUMN "operating_hours" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "weight_kg" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "part_type" text;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "compatible_make_id" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "compatible_model_id" integer;--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "price_indicator" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_compatible_make_id_makes_id_fk" FOREIGN KEY ("compatible_make_id") REFERENCES "public"."makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_compatible_model_id_models_id_fk" FOREIGN KEY ("compatible_model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_price_indicator_ck" CHECK ("adverts"."price_indicator" in ('below', 'in', 'above', 'none'));