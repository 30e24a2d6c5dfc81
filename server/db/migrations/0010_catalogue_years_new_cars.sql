ALTER TABLE "adverts" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "year_from" smallint;--> statement-breakpoint
ALTER TABLE "versions" ADD COLUMN "year_to" smallint;