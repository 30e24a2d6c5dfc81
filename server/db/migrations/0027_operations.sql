CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transaction_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"variants" jsonb NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_name_unique" UNIQUE("name"),
	CONSTRAINT "experiments_name_upper_ck" CHECK ("experiments"."name" = upper("experiments"."name") and length("experiments"."name") between 1 and 64),
	CONSTRAINT "experiments_window_ck" CHECK ("experiments"."ends_at" is null or "experiments"."starts_at" is null or "experiments"."ends_at" > "experiments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"rollout" integer DEFAULT 100 NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"value" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_rollout_ck" CHECK ("feature_flags"."rollout" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "house_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"target_url" text NOT NULL,
	"image_url" text,
	"tpb" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"name" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"visitor_id" text DEFAULT '' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"page" text NOT NULL,
	"route" text NOT NULL,
	"previous" text DEFAULT 'initial' NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"experiments" text DEFAULT '' NOT NULL,
	"user_type" text DEFAULT '' NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "house_ads_slot_idx" ON "house_ads" USING btree ("slot","active");--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("event_type","name","created_at");--> statement-breakpoint
CREATE INDEX "web_vitals_route_idx" ON "web_vitals" USING btree ("name","route","received_at");