CREATE TABLE "advert_search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advert_search_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"advert_id" bigint NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advert_search_changes_xid_idx" ON "advert_search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "advert_search_changes_at_idx" ON "advert_search_changes" USING btree ("changed_at");--> statement-breakpoint
-- The in-memory search index (docs/search.md) follows adverts through this log: every statement
-- that posts, edits (a searchable value), expires, archives or deletes an active advert writes the
-- advert's id with its transaction's id. Drafts and other inactive rows are logged only when they
-- become active or stop being so.
CREATE OR REPLACE FUNCTION volan_adverts_search_log() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO advert_search_changes (advert_id) SELECT n.id FROM new_rows n WHERE n.status = 'active';
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO advert_search_changes (advert_id) SELECT o.id FROM old_rows o WHERE o.status = 'active';
  ELSE
    INSERT INTO advert_search_changes (advert_id)
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'active' OR n.status = 'active')
        AND (o.status, o.category_id, o.subcategory_id, o.make_id, o.model_id, o.generation_id, o.fuel_type,
            o.gearbox, o.body_type, o.door_count, o.color, o.seller_type, o.price_indicator, o.part_type,
            o.county_code, o.city_id, o.latitude, o.longitude, o.user_id, o.badges, o.price_lei, o.price_gross,
            o.price_net, o.currency, o.year, o.mileage, o.engine_power, o.engine_capacity, o.operating_hours,
            o.weight_kg, o.compatible_make_id, o.compatible_model_id, o.is_new)
          IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
            n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
            n.part_type, n.county_code, n.city_id, n.latitude, n.longitude, n.user_id, n.badges, n.price_lei,
            n.price_gross, n.price_net, n.currency, n.year, n.mileage, n.engine_power, n.engine_capacity,
            n.operating_hours, n.weight_kg, n.compatible_make_id, n.compatible_model_id, n.is_new);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_search_log_ins AFTER INSERT ON adverts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_search_log();
--> statement-breakpoint
CREATE TRIGGER adverts_search_log_upd AFTER UPDATE ON adverts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_search_log();
--> statement-breakpoint
CREATE TRIGGER adverts_search_log_del AFTER DELETE ON adverts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_search_log();
