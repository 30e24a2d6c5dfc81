-- New cars (decision 0029): the listing's 'Stare' filter gets counts like the other facets, and a
-- search for new cars an index of its own.
--
-- A small partial index of the active new adverts, with the keyset indexes' filter columns and
-- every sort key: `stare=nou` pages walk it (NEWEST) or read it whole, index-only (other sorts),
-- and SQL counts read it alone, instead of walking the category's keyset indexes past thousands of
-- used cars (docs/search.md, EXPLAIN figures in decision 0029).
CREATE INDEX "adverts_new_newest_idx" ON "adverts" USING btree ("category_id","created_at","id","price_lei","year","mileage","make_id","model_id","fuel_type","latitude","longitude","county_code","gearbox","relevance_key") WHERE "adverts"."status" = 'active' and "adverts"."is_new";--> statement-breakpoint
-- The condition facet (docs/search.md, decision 0029): adverts.is_new counted in
-- advert_attribute_counts as attribute 'condition', value 'new' or 'used', like every other
-- attribute. The three functions of 0007 again, each with the condition added.
CREATE OR REPLACE FUNCTION volan_refresh_attribute_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM advert_attribute_counts;
  INSERT INTO advert_attribute_counts (category_id, subcategory_id, make_id, model_id, attribute, value, advert_count)
    SELECT a.category_id, coalesce(a.subcategory_id, 0), coalesce(a.make_id, 0), coalesce(a.model_id, 0), x.k, x.v,
        count(*)::int
      FROM adverts a
      CROSS JOIN LATERAL (
        VALUES ('gearbox', a.gearbox), ('body', a.body_type), ('doors', a.door_count::text), ('color', a.color),
          ('seller', a.seller_type), ('indicator', a.price_indicator), ('part', a.part_type),
          ('county', a.county_code), ('generation', a.generation_id::text), ('fuel', a.fuel_type),
          ('power', a.engine_power::text), ('capacity', a.engine_capacity::text),
          ('hours', (a.operating_hours / 100 * 100)::text), ('weight', (a.weight_kg / 100 * 100)::text),
          ('condition', CASE WHEN a.is_new THEN 'new' ELSE 'used' END)
        UNION ALL SELECT 'badge', b FROM unnest(a.badges) b
      ) AS x(k, v)
      WHERE a.status = 'active' AND x.v IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6;
$$;
--> statement-breakpoint
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
          ('county', a.county_code), ('generation', a.generation_id::text), ('fuel', a.fuel_type),
          ('power', a.engine_power::text), ('capacity', a.engine_capacity::text),
          ('hours', (a.operating_hours / 100 * 100)::text), ('weight', (a.weight_kg / 100 * 100)::text),
          ('condition', CASE WHEN a.is_new THEN 'new' ELSE 'used' END)
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
          o.county_code, o.badges, o.price_lei, o.year, o.mileage, o.engine_power, o.engine_capacity,
          o.operating_hours, o.weight_kg, o.is_new)
        IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
          n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
          n.part_type, n.county_code, n.badges, n.price_lei, n.year, n.mileage, n.engine_power, n.engine_capacity,
          n.operating_hours, n.weight_kg, n.is_new)), -1);
    PERFORM volan_facets_apply((SELECT array_agg(n::adverts) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.category_id, o.subcategory_id, o.make_id, o.model_id, o.generation_id, o.fuel_type,
          o.gearbox, o.body_type, o.door_count, o.color, o.seller_type, o.price_indicator, o.part_type,
          o.county_code, o.badges, o.price_lei, o.year, o.mileage, o.engine_power, o.engine_capacity,
          o.operating_hours, o.weight_kg, o.is_new)
        IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
          n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
          n.part_type, n.county_code, n.badges, n.price_lei, n.year, n.mileage, n.engine_power, n.engine_capacity,
          n.operating_hours, n.weight_kg, n.is_new)), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The condition's counts for the adverts already there.
INSERT INTO advert_attribute_counts (category_id, subcategory_id, make_id, model_id, attribute, value, advert_count)
  SELECT category_id, coalesce(subcategory_id, 0), coalesce(make_id, 0), coalesce(model_id, 0), 'condition',
      CASE WHEN is_new THEN 'new' ELSE 'used' END, count(*)::int
    FROM adverts WHERE status = 'active'
    GROUP BY 1, 2, 3, 4, 5, 6;
