-- The VIN check's duplicate search and the national-register job's queue (docs/vehicle-check.md): two
-- small partial indexes, so neither reads the adverts table.
CREATE INDEX "adverts_active_vin_idx" ON "adverts" USING btree ("vin") WHERE "adverts"."status" = 'active' and "adverts"."vin" is not null;--> statement-breakpoint
CREATE INDEX "adverts_register_pending_idx" ON "adverts" USING btree ("created_at") WHERE "adverts"."register_status" = 'pending';