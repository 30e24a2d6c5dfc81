// @vitest-environment jsdom
/**
 * The advert's body, as the posting preview draws it (inside the wizard's h2 step): the title an
 * h3 and the boxes h4, the facts line per category (hours and tonnes for machinery), no empty
 * description box, the place; nothing of the live page (seller, share, report).
 */
import { screen, within } from '@testing-library/react';
import { advertFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdvertBody } from './advert-body';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const tractor = advertFixture({
  title: 'John Deere 6155R, 3.500 ore',
  category: { id: 1, slug: 'utilaje-agricole' },
  make: 'John Deere',
  model: '6155R',
  year: 2018,
  mileage: null,
  operatingHours: 3500,
  weightKg: 7500,
  enginePower: 155,
  engineCapacity: null,
  fuelType: null,
  gearbox: null,
  equipment: [],
  description: '',
});

it('draws a machine as buyers see it, with headings under the step heading', () => {
  renderWithProviders(<AdvertBody advert={tractor} titleLevel={3} idPrefix="preview-" />);
  expect(screen.getByRole('heading', { level: 3, name: 'John Deere 6155R, 3.500 ore' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 4, name: 'Date tehnice' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  expect(screen.getByText('3.500 ore', { selector: 'li' })).toBeInTheDocument();
  expect(screen.getByText('7,5 t', { selector: 'li' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Descriere' })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Localizare' })).getByText(/Cluj-Napoca/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Vânzător' })).toBeNull();
});
