/**
 * Dealer profiles of the seeded dealers (the ad page's seller block): a street in the dealer's
 * city, a map point near its centre, opening hours and services. A random source of its own, so
 * that the adverts after it are the same as before profiles existed.
 */
import type { OpeningHoursMap } from '../schema/dealer-profiles';
import type { CityRow } from './locations-data';
import { Rng } from './random';
import type { UserRow } from './users';

/** A seeded dealer_profiles row. */
export interface DealerProfileRow {
  userId: string;
  street: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHoursMap;
  services: string[];
}

const STREETS = [
  'Calea Bucureștilor',
  'Bulevardul Independenței',
  'Strada Fabricii',
  'Șoseaua de Centură',
  'Strada Industriilor',
  'Bulevardul Republicii',
  'Calea Națională',
  'Strada Depozitelor',
  'Strada Mihai Viteazu',
  'Bulevardul Muncii',
  'Strada Gării',
  'Drumul Județean',
];

/** Weekly programmes dealers keep (weekdays, Saturday, Sunday). */
const PROGRAMMES: readonly OpeningHoursMap[] = [
  week(['09:00', '18:00'], ['09:00', '14:00'], null),
  week(['08:30', '17:30'], ['09:00', '13:00'], null),
  week(['09:00', '19:00'], ['10:00', '16:00'], ['10:00', '14:00']),
  week(['08:00', '17:00'], null, null),
  week(['10:00', '20:00'], ['10:00', '18:00'], null),
];

function week(
  weekdays: readonly [string, string],
  saturday: readonly [string, string] | null,
  sunday: readonly [string, string] | null,
): OpeningHoursMap {
  return {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    ...(saturday ? { sat: saturday } : {}),
    ...(sunday ? { sun: sunday } : {}),
  };
}

/** Services by how often dealers offer them; a car dealer more, a parts shop fewer. */
const SERVICES: readonly (readonly [string, number])[] = [
  ['CAR_SERVICE', 0.6],
  ['FINANCING', 0.75],
  ['LEASING', 0.45],
  ['TEST_DRIVE', 0.7],
  ['WARRANTY', 0.65],
  ['BUY_BACK', 0.35],
  ['TRADE_IN', 0.4],
];

/** One profile per professional main account (team members carry none). */
export function buildDealerProfiles(users: readonly UserRow[], cities: readonly CityRow[]): DealerProfileRow[] {
  const rng = new Rng(0x5e11e7);
  const byId = new Map(cities.map((c) => [c.id, c]));
  return users
    .filter((u) => u.userType === 'professional' && u.companyName !== null)
    .map((u) => {
      const city = byId.get(u.cityId);
      const services = SERVICES.filter(([, p]) => rng.chance(p)).map(([code]) => code);
      return {
        userId: u.id,
        street: `${rng.pick(STREETS)} ${rng.int(1, 240)}`,
        // Within about 2 km of the centre: on the city's edge, where dealers are.
        latitude: Number(((city?.latitude ?? 44.4268) + (rng.next() - 0.5) * 0.03).toFixed(5)),
        longitude: Number(((city?.longitude ?? 26.1025) + (rng.next() - 0.5) * 0.04).toFixed(5)),
        openingHours: rng.pick(PROGRAMMES),
        services: services.length > 0 ? services : ['FINANCING'],
      };
    });
}
