/**
 * A row of the in-memory search index (search-memory-store.ts MemoryRow) for tests: a car of
 * seller 'u' with nothing else set (codes, ids and measures null, price and creation time from the
 * id), and the values a test gives.
 */
import type { MemoryRow } from '../search-memory-store';

export function memoryRow(id: number, values: Partial<MemoryRow> = {}): MemoryRow {
  return {
    id,
    category_id: 29,
    subcategory_id: null,
    make_id: null,
    model_id: null,
    generation_id: null,
    fuel_type: null,
    gearbox: null,
    body_type: null,
    door_count: null,
    color: null,
    seller_type: null,
    price_indicator: null,
    part_type: null,
    county_code: null,
    badges: null,
    compatible_make_id: null,
    compatible_model_id: null,
    city_id: null,
    latitude: null,
    longitude: null,
    user_id: 'u',
    price_lei: id,
    price_net_lei: id,
    year: null,
    mileage: null,
    engine_power: null,
    engine_capacity: null,
    operating_hours: null,
    weight_kg: null,
    created_ms: 1_700_000_000_000 + id,
    relevance_key: 0,
    is_new: 2,
    ...values,
  };
}
