-- Search speed (docs/search.md, decision 0017): btree_gin lets the free-text index carry the
-- category, so a text count reads the index alone.
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_search_gin";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_newest_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_mileage_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_year_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_relevance_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "adverts_county_newest_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_make_price_idx" ON "adverts" USING btree ("category_id","status","make_id","price_lei","id","year","mileage","fuel_type");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_model_price_idx" ON "adverts" USING btree ("category_id","status","model_id","price_lei","id","make_id","year","mileage","fuel_type");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_search_active_gin" ON "adverts" USING gin ("category_id","search_vector") WHERE "adverts"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_newest_idx" ON "adverts" USING btree ("category_id","status","created_at","id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_price_idx" ON "adverts" USING btree ("category_id","status","price_lei","id","year","mileage","make_id","model_id","fuel_type","latitude","longitude");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_mileage_idx" ON "adverts" USING btree ("category_id","status",coalesce(mileage, 2147483647),"id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_year_idx" ON "adverts" USING btree ("category_id","status",coalesce(year, 0),"id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_relevance_idx" ON "adverts" USING btree ("category_id","status","relevance_key","id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "adverts_county_newest_idx" ON "adverts" USING btree ("category_id","status","county_code","created_at","id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude","gearbox","relevance_key");--> statement-breakpoint
-- Correlated columns (a model implies its make and category; a city its county): without these the
-- planner multiplies their selectivities and badly underestimates make + model or county + city
-- searches, choosing a sort over a bitmap where walking the sort order is cheaper.
CREATE STATISTICS IF NOT EXISTS "adverts_catalogue_stats" (ndistinct, dependencies)
  ON "category_id", "make_id", "model_id", "generation_id" FROM "adverts";
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "adverts_location_stats" (ndistinct, dependencies)
  ON "category_id", "county_code", "city_id" FROM "adverts";
--> statement-breakpoint
ANALYZE "adverts";
