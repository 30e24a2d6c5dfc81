/** Seeded accounts: the demo accounts plus private sellers and dealers. */
import type { AccountStatus, UserType } from '../schema/users';
import { CATEGORY_IDS } from './categories-data';
import { DEMO_ACCOUNTS, DEMO_EMPLOYEE_RIGHTS, demoPasswordHash } from './demo-accounts';
import { type CityRow, slugify } from './locations-data';
import type { Rng } from './random';

const GIVEN_NAMES = [
  'Andrei',
  'Alexandru',
  'Mihai',
  'Ion',
  'Gabriel',
  'Cristian',
  'Adrian',
  'Florin',
  'Bogdan',
  'Vlad',
  'Ștefan',
  'Radu',
  'Marius',
  'Sorin',
  'Ionuț',
  'Cătălin',
  'Răzvan',
  'Tudor',
  'Dan',
  'George',
  'Maria',
  'Elena',
  'Ioana',
  'Ana',
  'Andreea',
  'Alexandra',
  'Cristina',
  'Mihaela',
  'Irina',
  'Gabriela',
  'Roxana',
  'Simona',
  'Diana',
  'Alina',
  'Oana',
];
const FAMILY_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Șerban',
  'Moldovan',
  'Lungu',
  'Ciobanu',
  'Marin',
  'Tudor',
  'Dinu',
  'Ene',
  'Florea',
  'Barbu',
  'Nistor',
  'Toma',
  'Mocanu',
  'Zamfir',
  'Dobre',
  'Ardeleanu',
  'Căpraru',
  'Pavel',
  'Niculescu',
];
const DEALER_PATTERNS: Record<number, readonly string[]> = {
  [CATEGORY_IDS.autoturisme]: [
    '{n} Auto SRL',
    'Auto {c} Motors SRL',
    '{n} Car Center SRL',
    'Premium Cars {c} SRL',
    'Auto Expert {n} SRL',
  ],
  [CATEGORY_IDS.autoutilitare]: ['Utilitare {c} SRL', '{n} Van Center SRL'],
  [CATEGORY_IDS.motociclete]: ['Moto {c} SRL', '{n} Moto Shop SRL'],
  [CATEGORY_IDS.camioane]: ['{n} Trucks SRL', 'Trans Camion {c} SRL'],
  [CATEGORY_IDS.piese]: ['Piese Auto {n} SRL', 'Dezmembrări {c} SRL'],
  [CATEGORY_IDS.remorci]: ['Remorci {c} SRL', '{n} Rulote & Campere SRL'],
  [CATEGORY_IDS['utilaje-agricole']]: ['Agro {n} SRL', 'Agromec {c} SRL'],
  [CATEGORY_IDS['utilaje-constructii']]: ['Utilaje {n} SRL', 'Construct Mașini {c} SRL'],
};

/** A seeded user row. */
export interface UserRow {
  id: string;
  email: string;
  /** Argon2id hash; set for the demo accounts only. */
  passwordHash: string | null;
  givenName: string | null;
  familyName: string | null;
  displayName: string;
  userType: UserType;
  accountStatus: AccountStatus;
  suspendReason: string | null;
  phone: string;
  companyName: string | null;
  website: string | null;
  cityId: number;
  createdAt: Date;
}

/** What the advert generator needs to know about a seller. */
export interface Seller {
  id: string;
  professional: boolean;
  premium: boolean;
  /** The category a dealer mostly sells in (null for private sellers). */
  specialty: number | null;
  city: CityRow;
}

/** Users, the sub-user link and the sellers that adverts are spread over. */
export interface SeededUsers {
  users: UserRow[];
  links: { mainUserId: string; subUserId: string; rights: Record<string, boolean> }[];
  /** Demo seller first, then the demo dealer and the suspended dealer, then the others. */
  sellers: Seller[];
}

function phone(rng: Rng): string {
  return `07${rng.pick(['22', '23', '24', '26', '28', '40', '42', '44', '45', '46', '47', '49', '51', '52', '55', '56', '60', '62', '66', '68', '69', '70', '72', '73', '74', '75', '76', '77', '78', '88'])}${String(rng.int(0, 999999)).padStart(6, '0')}`;
}

function pastDate(rng: Rng, now: Date, minDays: number, maxDays: number): Date {
  return new Date(now.getTime() - rng.int(minDays, maxDays) * 86_400_000 - rng.int(0, 86_399) * 1000);
}

/** Builds the users (demo accounts first) and the sellers list. */
export function buildUsers(
  rng: Rng,
  cities: readonly CityRow[],
  weightedCities: readonly (readonly [CityRow, number])[],
  sellerCount: number,
  now: Date,
): SeededUsers {
  const cityByName = (name: string): CityRow => {
    const city = cities.find((c) => c.name === name);
    if (!city) throw new Error(`unknown city ${name}`);
    return city;
  };
  const base = {
    passwordHash: null,
    accountStatus: 'active' as AccountStatus,
    suspendReason: null,
    website: null,
    companyName: null,
  };
  const demo = { ...base, passwordHash: demoPasswordHash() };
  const d = DEMO_ACCOUNTS;
  const bucuresti = cityByName('București');
  const cluj = cityByName('Cluj-Napoca');
  const otopeni = cityByName('Otopeni');
  const constanta = cityByName('Constanța');
  const users: UserRow[] = [
    {
      ...demo,
      id: d.buyer.id,
      email: d.buyer.email,
      givenName: 'Andrei',
      familyName: 'Popescu',
      displayName: d.buyer.displayName,
      userType: 'private',
      phone: '0722000001',
      cityId: bucuresti.id,
      createdAt: pastDate(rng, now, 400, 900),
    },
    {
      ...demo,
      id: d.seller.id,
      email: d.seller.email,
      givenName: 'Maria',
      familyName: 'Ionescu',
      displayName: d.seller.displayName,
      userType: 'private',
      phone: '0744000002',
      cityId: cluj.id,
      createdAt: pastDate(rng, now, 400, 900),
    },
    {
      ...demo,
      id: d.dealer.id,
      email: d.dealer.email,
      givenName: 'Mihai',
      familyName: 'Dumitru',
      displayName: d.dealer.displayName,
      userType: 'professional',
      phone: '0755000003',
      companyName: 'Auto Premium Volan SRL',
      website: 'https://autopremium.volan.test',
      cityId: otopeni.id,
      createdAt: pastDate(rng, now, 1500, 2500),
    },
    {
      ...demo,
      id: d.employee.id,
      email: d.employee.email,
      givenName: 'Elena',
      familyName: 'Stan',
      displayName: d.employee.displayName,
      userType: 'professional',
      phone: '0766000004',
      cityId: otopeni.id,
      createdAt: pastDate(rng, now, 300, 700),
    },
    {
      ...demo,
      id: d.suspendedDealer.id,
      email: d.suspendedDealer.email,
      givenName: 'Sorin',
      familyName: 'Marin',
      displayName: d.suspendedDealer.displayName,
      userType: 'professional',
      accountStatus: 'suspended',
      suspendReason: 'unpaid_invoice',
      phone: '0788000005',
      companyName: 'Camion Trans Expert SRL',
      website: null,
      cityId: constanta.id,
      createdAt: pastDate(rng, now, 1000, 2000),
    },
    {
      ...demo,
      id: d.staff.id,
      email: d.staff.email,
      givenName: 'Echipa',
      familyName: 'Volan',
      displayName: d.staff.displayName,
      userType: 'private',
      phone: '0799000006',
      cityId: bucuresti.id,
      // A fixed date, not the generator: the accounts and adverts after it stay as they were.
      createdAt: new Date(now.getTime() - 200 * 86_400_000),
    },
  ];
  const sellers: Seller[] = [
    { id: d.seller.id, professional: false, premium: false, specialty: null, city: cluj },
    { id: d.dealer.id, professional: true, premium: true, specialty: CATEGORY_IDS.autoturisme, city: otopeni },
    { id: d.suspendedDealer.id, professional: true, premium: false, specialty: CATEGORY_IDS.camioane, city: constanta },
  ];
  const specialties = Object.values(CATEGORY_IDS).map((id) => [id, id === CATEGORY_IDS.autoturisme ? 8 : 1] as const);
  for (let i = 1; i <= sellerCount; i += 1) {
    const professional = rng.chance(0.45);
    const givenName = rng.pick(GIVEN_NAMES);
    const familyName = rng.pick(FAMILY_NAMES);
    const city = rng.weighted(weightedCities);
    const id = rng.uuid();
    const email = `${slugify(givenName)}.${slugify(familyName)}.${i}@volan.test`;
    if (professional) {
      const specialty = rng.weighted(specialties);
      const pattern = rng.pick(DEALER_PATTERNS[specialty] ?? ['{n} SRL']);
      const companyName = pattern.replace('{n}', familyName).replace('{c}', city.name);
      users.push({
        ...base,
        id,
        email,
        givenName,
        familyName,
        displayName: companyName,
        userType: 'professional',
        phone: phone(rng),
        companyName,
        website: rng.chance(0.6) ? `https://${slugify(companyName)}.ro` : null,
        cityId: city.id,
        createdAt: pastDate(rng, now, 200, 3000),
      });
      sellers.push({ id, professional, premium: rng.chance(0.3), specialty, city });
    } else {
      users.push({
        ...base,
        id,
        email,
        givenName,
        familyName,
        displayName: `${givenName} ${familyName.charAt(0)}.`,
        userType: 'private',
        phone: phone(rng),
        cityId: city.id,
        createdAt: pastDate(rng, now, 30, 3000),
      });
      sellers.push({ id, professional, premium: false, specialty: null, city });
    }
  }
  return {
    users,
    links: [{ mainUserId: d.dealer.id, subUserId: d.employee.id, rights: DEMO_EMPLOYEE_RIGHTS }],
    sellers,
  };
}
