/**
 * The radius test of the in-memory search index (search-memory-query.ts), with the meaning of
 * search-conditions.ts: the advert's coordinates inside the bounding box, then the great-circle
 * distance (haversine, km). An advert's coordinates are its city's (copied by a trigger), so the
 * answer is the same for every advert of a city: it is decided per city before the scan, from
 * the coordinates each city's adverts carry (gathered once per store, then from the new slots
 * only). A slot whose city is not decided yet (no city, or a city first seen after compaction)
 * is tested on its own coordinates, and its city remembered. Slots without a city have no
 * coordinates (the trigger of migration 0007 copies the city's), so they are outside.
 */
import type { Atom } from './search-memory-scan';
import type { CategoryStore } from './search-memory-store';

const KM_PER_DEGREE = 111.045;

interface CityPlaces {
  /** Slots read so far (slots only grow until a compaction shrinks the store). */
  seen: number;
  lat: Float64Array;
  lon: Float64Array;
  /** A slot without a city had coordinates (the trigger of migration 0007 gives it none). */
  stray: boolean;
}

const places = new WeakMap<CategoryStore, CityPlaces>();

/** Each city's coordinates, as its adverts in the store carry them (NaN: not seen). */
function cityPlaces(store: CategoryStore): CityPlaces {
  let p = places.get(store);
  const n = store.maxIds.city_id + 1;
  if (!p || p.lat.length < n || store.size < p.seen) {
    const nan = (): Float64Array => new Float64Array(n).fill(Number.NaN);
    p = { seen: 0, lat: nan(), lon: nan(), stray: false };
    places.set(store, p);
  }
  const cities = store.idColumns.city_id;
  const lats = store.measures.latitude;
  const lons = store.measures.longitude;
  for (let i = p.seen; i < store.size; i += 1) {
    const city = cities[i] as number;
    if (store.alive[i] !== 1) continue;
    if (city > 0) {
      p.lat[city] = lats[i] as number;
      p.lon[city] = lons[i] as number;
    } else if (!Number.isNaN(lats[i])) p.stray = true;
  }
  p.seen = store.size;
  return p;
}

/** One atom: 1 for a city inside the radius, 2 outside, 0 undecided (then tested on the slot). */
export function radiusAtom(store: CategoryStore, lat: number, lon: number, km: number): Atom {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const rad = (d: number): number => (d * Math.PI) / 180;
  const inside = (a: number, o: number): number => {
    if (!(a >= lat - dLat && a <= lat + dLat && o >= lon - dLon && o <= lon + dLon)) return 2;
    const h = Math.sin(rad(a - lat) / 2) ** 2 + Math.cos(rad(lat)) * Math.cos(rad(a)) * Math.sin(rad(o - lon) / 2) ** 2;
    return 12742 * Math.asin(Math.sqrt(h)) <= km ? 1 : 2;
  };
  const known = cityPlaces(store);
  const decided = new Uint8Array(store.maxIds.city_id + 1);
  // Slots without a city are outside, unless one of them had coordinates: then each is tested.
  decided[0] = known.stray ? 0 : 2;
  for (let city = 1; city < decided.length; city += 1) {
    const a = known.lat[city] as number;
    const o = known.lon[city] as number;
    if (!Number.isNaN(a) && !Number.isNaN(o)) decided[city] = inside(a, o);
  }
  const lats = store.measures.latitude;
  const lons = store.measures.longitude;
  const cities = store.idColumns.city_id;
  const undecided = (i: number): number => {
    const answer = inside(lats[i] as number, lons[i] as number);
    const city = cities[i] as number;
    if (city > 0) decided[city] = answer;
    return answer;
  };
  return {
    code: '(v = $1[$0[i]], (v === 1) | (v === 0 && $2(i) === 1))',
    params: [cities, decided, undecided],
    // A city decided outside holds no match; every slot of a city decided inside matches.
    narrow: {
      kind: 'cities',
      key: `radius:${lat}:${lon}:${km}`,
      keep: (city) => decided[city] !== 2,
      sure: (city) => decided[city] === 1,
    },
  };
}
