-- Search support (docs/search.md): the columns 0006 added to adverts are kept by triggers, and
-- the facet rollups (advert_facet_counts, advert_attribute_counts) follow every insert, edit,
-- expiry and deletion of an advert, so counts stay true without a periodic refresh.

-- RELEVANCE sort key, in seconds: the advert's creation time plus bonus hours (docs/search.md).
-- A newer advert ranks higher; completeness, photos, verified details and the premium dealer
-- package move an advert up as if it had been posted that many hours later. Stored, so keyset
-- pagination over it is exact.
CREATE OR REPLACE FUNCTION volan_relevance_key(a adverts, photos int) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM a.created_at))::bigint + 3600::bigint * (
      2 * ((a.make_id IS NOT NULL)::int + (a.model_id IS NOT NULL)::int + (a.year IS NOT NULL)::int
        + (a.mileage IS NOT NULL)::int + (a.fuel_type IS NOT NULL)::int + (a.gearbox IS NOT NULL)::int
        + (a.engine_power IS NOT NULL)::int + (a.color IS NOT NULL)::int + (length(a.description) >= 200)::int)
    + 2 * least(photos, 10)
    + 24 * ('verified_details' = ANY (a.badges))::int
    + 48 * ('premium_dealer' = ANY (a.badges))::int) $$;
--> statement-breakpoint
-- Backfill before the triggers and the new indexes exist: one pass over the table.
UPDATE adverts a SET latitude = c.latitude, longitude = c.longitude, seller_type = u.user_type,
    photo_count = (SELECT count(*) FROM photos ph WHERE ph.advert_id = a.id),
    relevance_key = volan_relevance_key(a, (SELECT count(*)::int FROM photos ph WHERE ph.advert_id = a.id))
  FROM cities c, users u
  WHERE c.id = a.city_id AND u.id = a.user_id;
--> statement-breakpoint
CREATE INDEX "adverts_relevance_idx" ON "adverts" USING btree ("category_id","status","relevance_key","id");
--> statement-breakpoint
CREATE INDEX "adverts_location_idx" ON "adverts" USING btree ("category_id","status","latitude","longitude");
--> statement-breakpoint
CREATE INDEX "adverts_county_newest_idx" ON "adverts" USING btree ("category_id","status","county_code","created_at","id");
--> statement-breakpoint
CREATE INDEX "adverts_user_newest_idx" ON "adverts" USING btree ("user_id","status","created_at","id");
--> statement-breakpoint

CREATE OR REPLACE FUNCTION volan_adverts_denormalise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.city_id IS DISTINCT FROM OLD.city_id OR NEW.latitude IS NULL THEN
    SELECT c.latitude, c.longitude INTO NEW.latitude, NEW.longitude FROM cities c WHERE c.id = NEW.city_id;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    SELECT u.user_type INTO NEW.seller_type FROM users u WHERE u.id = NEW.user_id;
  END IF;
  NEW.relevance_key := volan_relevance_key(NEW, NEW.photo_count);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_denormalise BEFORE INSERT OR UPDATE ON adverts
  FOR EACH ROW EXECUTE FUNCTION volan_adverts_denormalise();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volan_users_seller_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE adverts SET seller_type = NEW.user_type WHERE user_id = NEW.id AND seller_type <> NEW.user_type;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_seller_type AFTER UPDATE OF user_type ON users
  FOR EACH ROW EXECUTE FUNCTION volan_users_seller_type();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volan_photos_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE adverts a SET photo_count = (SELECT count(*) FROM photos p WHERE p.advert_id = a.id)
    WHERE a.id IN (SELECT advert_id FROM changed_photos);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER photos_count_ins AFTER INSERT ON photos REFERENCING NEW TABLE AS changed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION volan_photos_count();
--> statement-breakpoint
CREATE TRIGGER photos_count_del AFTER DELETE ON photos REFERENCING OLD TABLE AS changed_photos
  FOR EACH STATEMENT EXECUTE FUNCTION volan_photos_count();
--> statement-breakpoint
CREATE UNIQUE INDEX advert_facet_counts_group_uq ON advert_facet_counts
  (category_id, subcategory_id, make_id, model_id, fuel_type) NULLS NOT DISTINCT;
--> statement-breakpoint
CREATE INDEX advert_attribute_counts_make_idx ON advert_attribute_counts (category_id, make_id, attribute);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volan_refresh_attribute_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM advert_attribute_counts;
  INSERT INTO advert_attribute_counts (category_id, subcategory_id, make_id, model_id, attribute, value, advert_count)
    SELECT a.category_id, coalesce(a.subcategory_id, 0), coalesce(a.make_id, 0), coalesce(a.model_id, 0), x.k, x.v,
        count(*)::int
      FROM adverts a
      CROSS JOIN LATERAL (
        VALUES ('gearbox', a.gearbox), ('body', a.body_type), ('doors', a.door_count::text), ('color', a.color),
          ('seller', a.seller_type), ('indicator', a.price_indicator), ('part', a.part_type),
          ('county', a.county_code), ('generation', a.generation_id::text), ('fuel', a.fuel_type)
        UNION ALL SELECT 'badge', b FROM unnest(a.badges) b
      ) AS x(k, v)
      WHERE a.status = 'active' AND x.v IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
-- Adds (sign 1) or removes (sign -1) the given advert rows from both rollups; only active
-- adverts count. A removal that takes a group's min or max recomputes that group's bounds.
CREATE OR REPLACE FUNCTION volan_facets_apply(rows adverts[], sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  fc advert_facet_counts%ROWTYPE;
BEGIN
  IF rows IS NULL THEN RETURN; END IF;
  INSERT INTO advert_attribute_counts AS t (category_id, subcategory_id, make_id, model_id, attribute, value, advert_count)
    SELECT a.category_id, coalesce(a.subcategory_id, 0), coalesce(a.make_id, 0), coalesce(a.model_id, 0), x.k, x.v,
        sign * count(*)::int
      FROM unnest(rows) a
      CROSS JOIN LATERAL (
        VALUES ('gearbox', a.gearbox), ('body', a.body_type), ('doors', a.door_count::text), ('color', a.color),
          ('seller', a.seller_type), ('indicator', a.price_indicator), ('part', a.part_type),
          ('county', a.county_code), ('generation', a.generation_id::text), ('fuel', a.fuel_type)
        UNION ALL SELECT 'badge', b FROM unnest(a.badges) b
      ) AS x(k, v)
      WHERE a.status = 'active' AND x.v IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (category_id, attribute, subcategory_id, make_id, model_id, value)
      DO UPDATE SET advert_count = t.advert_count + excluded.advert_count;
  IF sign > 0 THEN
    INSERT INTO advert_facet_counts AS t (category_id, subcategory_id, make_id, model_id, fuel_type, advert_count,
        price_min, price_max, year_min, year_max, mileage_min, mileage_max)
      SELECT a.category_id, a.subcategory_id, a.make_id, a.model_id, a.fuel_type, count(*)::int,
          min(a.price_lei), max(a.price_lei), min(a.year), max(a.year), min(a.mileage), max(a.mileage)
        FROM unnest(rows) a WHERE a.status = 'active'
        GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (category_id, subcategory_id, make_id, model_id, fuel_type)
        DO UPDATE SET advert_count = t.advert_count + excluded.advert_count,
          price_min = least(t.price_min, excluded.price_min), price_max = greatest(t.price_max, excluded.price_max),
          year_min = least(t.year_min, excluded.year_min), year_max = greatest(t.year_max, excluded.year_max),
          mileage_min = least(t.mileage_min, excluded.mileage_min),
          mileage_max = greatest(t.mileage_max, excluded.mileage_max);
    RETURN;
  END IF;
  FOR r IN
    SELECT a.category_id, a.subcategory_id, a.make_id, a.model_id, a.fuel_type, count(*)::int AS n,
        min(a.price_lei) AS pmin, max(a.price_lei) AS pmax, min(a.year) AS ymin, max(a.year) AS ymax,
        min(a.mileage) AS mmin, max(a.mileage) AS mmax
      FROM unnest(rows) a WHERE a.status = 'active' GROUP BY 1, 2, 3, 4, 5
  LOOP
    UPDATE advert_facet_counts t SET advert_count = t.advert_count - r.n
      WHERE t.category_id = r.category_id AND t.subcategory_id IS NOT DISTINCT FROM r.subcategory_id
        AND t.make_id IS NOT DISTINCT FROM r.make_id AND t.model_id IS NOT DISTINCT FROM r.model_id
        AND t.fuel_type IS NOT DISTINCT FROM r.fuel_type
      RETURNING t.* INTO fc;
    IF NOT FOUND THEN CONTINUE; END IF;
    IF fc.advert_count <= 0 THEN
      DELETE FROM advert_facet_counts t
        WHERE t.category_id = r.category_id AND t.subcategory_id IS NOT DISTINCT FROM r.subcategory_id
          AND t.make_id IS NOT DISTINCT FROM r.make_id AND t.model_id IS NOT DISTINCT FROM r.model_id
          AND t.fuel_type IS NOT DISTINCT FROM r.fuel_type;
    ELSIF r.pmin <= fc.price_min OR r.pmax >= fc.price_max OR r.ymin <= fc.year_min OR r.ymax >= fc.year_max
        OR r.mmin <= fc.mileage_min OR r.mmax >= fc.mileage_max THEN
      UPDATE advert_facet_counts t SET (price_min, price_max, year_min, year_max, mileage_min, mileage_max) = (
          SELECT min(a.price_lei), max(a.price_lei), min(a.year), max(a.year), min(a.mileage), max(a.mileage)
            FROM adverts a
            WHERE a.category_id = r.category_id AND a.status = 'active'
              AND (r.model_id IS NULL OR a.model_id = r.model_id) AND (r.make_id IS NULL OR a.make_id = r.make_id)
              AND a.subcategory_id IS NOT DISTINCT FROM r.subcategory_id AND a.make_id IS NOT DISTINCT FROM r.make_id
              AND a.model_id IS NOT DISTINCT FROM r.model_id AND a.fuel_type IS NOT DISTINCT FROM r.fuel_type)
        WHERE t.category_id = r.category_id AND t.subcategory_id IS NOT DISTINCT FROM r.subcategory_id
          AND t.make_id IS NOT DISTINCT FROM r.make_id AND t.model_id IS NOT DISTINCT FROM r.model_id
          AND t.fuel_type IS NOT DISTINCT FROM r.fuel_type;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION volan_adverts_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM volan_facets_apply((SELECT array_agg(n::adverts) FROM new_rows n), 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM volan_facets_apply((SELECT array_agg(o::adverts) FROM old_rows o), -1);
  ELSE
    -- Only rows whose counted values changed (a photo count or a title edit changes nothing here).
    PERFORM volan_facets_apply((SELECT array_agg(o::adverts) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.category_id, o.subcategory_id, o.make_id, o.model_id, o.generation_id, o.fuel_type,
          o.gearbox, o.body_type, o.door_count, o.color, o.seller_type, o.price_indicator, o.part_type,
          o.county_code, o.badges, o.price_lei, o.year, o.mileage)
        IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
          n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
          n.part_type, n.county_code, n.badges, n.price_lei, n.year, n.mileage)), -1);
    PERFORM volan_facets_apply((SELECT array_agg(n::adverts) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.category_id, o.subcategory_id, o.make_id, o.model_id, o.generation_id, o.fuel_type,
          o.gearbox, o.body_type, o.door_count, o.color, o.seller_type, o.price_indicator, o.part_type,
          o.county_code, o.badges, o.price_lei, o.year, o.mileage)
        IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
          n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
          n.part_type, n.county_code, n.badges, n.price_lei, n.year, n.mileage)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER adverts_facets_ins AFTER INSERT ON adverts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_facets();
--> statement-breakpoint
CREATE TRIGGER adverts_facets_upd AFTER UPDATE ON adverts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_facets();
--> statement-breakpoint
CREATE TRIGGER adverts_facets_del AFTER DELETE ON adverts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION volan_adverts_facets();
--> statement-breakpoint
-- Both rollups from scratch (the same as refreshFacetCounts in server/services/facet-counts.ts).
DELETE FROM advert_facet_counts;
--> statement-breakpoint
INSERT INTO advert_facet_counts (category_id, subcategory_id, make_id, model_id, fuel_type, advert_count,
    price_min, price_max, year_min, year_max, mileage_min, mileage_max)
  SELECT category_id, subcategory_id, make_id, model_id, fuel_type, count(*)::int, min(price_lei), max(price_lei),
      min(year), max(year), min(mileage), max(mileage)
    FROM adverts WHERE status = 'active' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
SELECT volan_refresh_attribute_counts();
