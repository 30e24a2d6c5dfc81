/** Concrete adverts for component tests (and, later, the flows explorer). */
import type { AdvertCardView, AdvertView } from '@/lib/graphql/generated/page-operations';

/** A dealer's diesel BMW card; override what a test is about. */
export function cardFixture(overrides: Partial<AdvertCardView> = {}): AdvertCardView {
  return {
    id: '1001',
    url: '/autoturisme/anunt/1001',
    title: 'BMW Seria 3 320d xDrive M Sport',
    price: { amount: 12500, currency: 'EUR', net: null, amountLei: 62_200, amountEur: 12500 },
    year: 2019,
    mileage: 125000,
    fuelType: 'DIESEL',
    enginePower: 190,
    categorySlug: 'autoturisme',
    engineCapacity: 1995,
    subcategorySlug: null,
    operatingHours: null,
    weightKg: null,
    partType: null,
    compatibleVehicle: null,
    priceIndicator: null,
    seller: { id: '42', name: 'Auto Premium Cluj', type: 'PROFESSIONAL' },
    mainPhoto: { id: 'p1', url: '/media/p1.jpg', thumbnailUrl: '/media/p1-thumb.jpg', width: 640, height: 480 },
    photoCount: 12,
    location: { cityName: 'Cluj-Napoca', countyName: 'Cluj' },
    sellerType: 'PROFESSIONAL',
    badges: [],
    isNew: false,
    ...overrides,
  };
}

/** The whole advert behind cardFixture. */
export function advertFixture(overrides: Partial<AdvertView> = {}): AdvertView {
  return {
    id: '1001',
    url: '/autoturisme/anunt/1001',
    title: 'BMW Seria 3 320d xDrive M Sport',
    category: { id: 1, slug: 'autoturisme' },
    price: { amount: 12500, currency: 'EUR', net: 10504 },
    make: 'BMW',
    model: 'Seria 3',
    generation: 'G20',
    version: '320d xDrive',
    year: 2019,
    mileage: 125000,
    operatingHours: null,
    weightKg: null,
    partType: null,
    compatibleVehicle: null,
    enginePower: 190,
    engineCapacity: 1995,
    fuelType: 'DIESEL',
    gearbox: 'AUTOMATIC',
    bodyType: 'sedan',
    doorCount: 4,
    color: 'black',
    isNew: false,
    hasVin: true,
    firstRegistration: '2019-03-15',
    equipment: ['navigation', 'heated_seats', 'parking_sensors_rear'],
    description: 'Mașină întreținută la reprezentanță.\nCarte service completă.',
    photos: [
      { id: 'p1', url: '/media/p1.jpg', thumbnailUrl: '/media/p1-thumb.jpg', width: 1280, height: 960 },
      { id: 'p2', url: '/media/p2.jpg', thumbnailUrl: '/media/p2-thumb.jpg', width: 1280, height: 960 },
      { id: 'p3', url: '/media/p3.jpg', thumbnailUrl: '/media/p3-thumb.jpg', width: 1280, height: 960 },
    ],
    seller: {
      id: 's1',
      name: 'Auto Premium Cluj',
      type: 'PROFESSIONAL',
      phoneMasked: '0744 *** 123',
      website: 'https://autopremium.example.ro',
      memberSince: '2016-05-02T10:00:00.000Z',
      activeAdvertCount: 34,
    },
    location: { cityName: 'Cluj-Napoca', countyName: 'Cluj' },
    badges: ['VERIFIED_DETAILS'],
    createdAt: '2026-01-10T08:30:00.000Z',
    priceEstimate: null,
    ...overrides,
  };
}
