-- The RELEVANCE sort ranks by the ad-strength score (lib/posting/ad-strength.ts, docs/ad-strength.md)
-- instead of its own completeness and photo bonus (docs/search.md, RELEVANCE). The old bonus was at
-- most 18 h (completeness) + 20 h (photos) = 38 h; the score gives 38 h × ad_strength / 100, i.e.
-- 1368 s per point, so a perfect advert moves up as far as before. Verified details (24 h) and the
-- premium dealer package (48 h) are unchanged. The `photos` argument is no longer read; it stays so
-- the trigger function of 0007 (volan_adverts_denormalise) keeps calling the same signature.
CREATE OR REPLACE FUNCTION volan_relevance_key(a adverts, photos int) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(extract(epoch FROM a.created_at))::bigint
    + 1368::bigint * greatest(0, least(100, a.ad_strength))
    + 3600::bigint * (24 * ('verified_details' = ANY (a.badges))::int + 48 * ('premium_dealer' = ANY (a.badges))::int) $$;
--> statement-breakpoint
-- An APPROXIMATION of adStrength() in SQL, for adverts that were never scored by a publish (seeded
-- and older adverts only; a published advert's score comes from the function itself):
-- - photo quality uses the stored photo's width × height (the upload's megapixels are not kept
--   for advert photos), so it can read lower than the form did;
-- - 8 photos are taken as the recommended count;
-- - the attributes are the same per category as AD_STRENGTH_ATTRIBUTES; an empty equipment list
--   and an empty colour count as missing.
CREATE OR REPLACE FUNCTION volan_ad_strength_estimate(a adverts) RETURNS smallint
  LANGUAGE sql STABLE
  AS $$
  WITH p AS (
    SELECT count(*)::numeric AS n,
      coalesce(avg(least(1, (ph.width::numeric * ph.height) / 1000000 / 2)), 0) AS quality
    FROM photos ph WHERE ph.advert_id = a.id
  ), f AS (
    SELECT CASE
      WHEN a.category_id IN (29, 81) THEN ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL,
        a.mileage IS NOT NULL, a.engine_power IS NOT NULL, a.engine_capacity IS NOT NULL, a.fuel_type IS NOT NULL,
        a.gearbox IS NOT NULL, a.body_type IS NOT NULL, a.door_count IS NOT NULL, coalesce(a.color, '') <> '',
        cardinality(a.equipment) > 0]
      WHEN a.category_id = 65 THEN ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL,
        a.mileage IS NOT NULL, a.engine_power IS NOT NULL, a.engine_capacity IS NOT NULL, a.fuel_type IS NOT NULL,
        coalesce(a.color, '') <> '']
      WHEN a.category_id = 57 THEN ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL,
        a.mileage IS NOT NULL, a.engine_power IS NOT NULL, a.fuel_type IS NOT NULL, a.gearbox IS NOT NULL,
        a.weight_kg IS NOT NULL, coalesce(a.color, '') <> '', cardinality(a.equipment) > 0]
      WHEN a.category_id = 9 THEN ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL,
        a.weight_kg IS NOT NULL, coalesce(a.color, '') <> '']
      WHEN a.category_id IN (1, 31) THEN ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL,
        a.operating_hours IS NOT NULL, a.engine_power IS NOT NULL, a.weight_kg IS NOT NULL]
      WHEN a.category_id = 67 THEN ARRAY[coalesce(a.part_type, '') <> '', a.compatible_make_id IS NOT NULL,
        a.compatible_model_id IS NOT NULL]
      ELSE ARRAY[a.make_id IS NOT NULL, a.model_id IS NOT NULL, a.year IS NOT NULL]
    END AS filled
  )
  SELECT round(100 * (
      0.2 * least(1, p.n / 8)
    + 0.4 * p.quality
    + 0.3 * (SELECT count(*) FILTER (WHERE x)::numeric / count(*) FROM unnest(f.filled) AS x)
    + 0.1 * least(1, char_length(btrim(a.description))::numeric / 200)))::smallint
  FROM p, f $$;
--> statement-breakpoint
-- Backfill: every advert gets the estimate, and the BEFORE UPDATE trigger (0007) recomputes its
-- relevance_key with the new formula on the same write.
UPDATE adverts a SET ad_strength = volan_ad_strength_estimate(a);
