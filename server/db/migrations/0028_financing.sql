CREATE TABLE "dealer_financing_excluded_adverts" (
	"account_id" uuid NOT NULL,
	"advert_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_financing_excluded_adverts_account_id_advert_id_pk" PRIMARY KEY("account_id","advert_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_financing_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"account_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"advert_id" bigint,
	"seller_account_id" uuid,
	"entry_point" text NOT NULL,
	"financing_type" text NOT NULL,
	"partner_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_email" text NOT NULL,
	"applicant_phone" text NOT NULL,
	"credit_amount" integer NOT NULL,
	"down_payment" integer,
	"term_months" integer NOT NULL,
	"monthly_payment" numeric(12, 2) NOT NULL,
	"dae_percent" numeric(6, 2) NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financing_leads_type_ck" CHECK ("financing_leads"."financing_type" in ('DEALER_FINANCING', 'LEASE', 'EXTERNAL_PARTNER', 'NATIVE_BROKER')),
	CONSTRAINT "financing_leads_status_ck" CHECK ("financing_leads"."status" in ('new', 'contacted', 'closed')),
	CONSTRAINT "financing_leads_amounts_ck" CHECK ("financing_leads"."credit_amount" > 0 and "financing_leads"."term_months" > 0)
);
--> statement-breakpoint
ALTER TABLE "dealer_financing_excluded_adverts" ADD CONSTRAINT "dealer_financing_excluded_adverts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_financing_excluded_adverts" ADD CONSTRAINT "dealer_financing_excluded_adverts_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_financing_settings" ADD CONSTRAINT "dealer_financing_settings_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_leads" ADD CONSTRAINT "financing_leads_advert_id_adverts_id_fk" FOREIGN KEY ("advert_id") REFERENCES "public"."adverts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_leads" ADD CONSTRAINT "financing_leads_seller_account_id_users_id_fk" FOREIGN KEY ("seller_account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financing_leads_reference_uq" ON "financing_leads" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "financing_leads_seller_created_idx" ON "financing_leads" USING btree ("seller_account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "financing_leads_advert_idx" ON "financing_leads" USING btree ("advert_id");