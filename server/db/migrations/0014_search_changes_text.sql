-- The in-memory word index (docs/search.md, decision 0021) keeps the lexemes of search_vector and
-- pages free-text searches by relevance: an edit of the title, description, make or model name
-- (search_vector) or of the relevance key (photos, badges, package) is logged too.
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
            o.weight_kg, o.compatible_make_id, o.compatible_model_id, o.is_new, o.search_vector, o.relevance_key)
          IS DISTINCT FROM (n.status, n.category_id, n.subcategory_id, n.make_id, n.model_id, n.generation_id,
            n.fuel_type, n.gearbox, n.body_type, n.door_count, n.color, n.seller_type, n.price_indicator,
            n.part_type, n.county_code, n.city_id, n.latitude, n.longitude, n.user_id, n.badges, n.price_lei,
            n.price_gross, n.price_net, n.currency, n.year, n.mileage, n.engine_power, n.engine_capacity,
            n.operating_hours, n.weight_kg, n.compatible_make_id, n.compatible_model_id, n.is_new, n.search_vector,
            n.relevance_key);
  END IF;
  RETURN NULL;
END $$;
