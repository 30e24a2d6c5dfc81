CREATE TABLE "auth_challenge_spends" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_challenge_spends_expires_idx" ON "auth_challenge_spends" USING btree ("expires_at");