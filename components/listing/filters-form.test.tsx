// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { canonicalListingHref } from '@/lib/listing/listing-href';
import { parseListing, type ListingQuery, type RawParams } from '@/lib/listing/listing-query';
import { FiltersForm } from './filters-form';
import { FiltersPanel } from './filters-panel';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const empty: ListingQuery = {
  category: 'autoturisme',
  make: null,
  model: null,
  priceFrom: null,
  priceTo: null,
  yearFrom: null,
  yearTo: null,
  mileageFrom: null,
  mileageTo: null,
  fuel: [],
  q: null,
  sort: 'NEWEST',
  after: null,
  before: null,
};

const filters: SearchFiltersView = {
  makes: [
    { value: 'audi', label: 'Audi', count: 420 },
    { value: 'bmw', label: 'BMW', count: 1250 },
  ],
  models: [
    { value: 'x3', label: 'X3', count: 80 },
    { value: 'x5', label: 'X5', count: 64 },
  ],
  fuelTypes: [
    { value: 'DIESEL', label: 'Diesel', count: 900 },
    { value: 'PETROL', label: 'Benzina', count: 500 },
    { value: 'HYBRID_PETROL', label: 'Hibrid benzina', count: 40 },
  ],
  price: { min: 1500, max: 250000 },
  year: { min: 1995, max: 2026 },
  mileage: { min: 0, max: 450000 },
};

/** What the browser would send for the form, as Next hands a query to the page. */
function submittedParams(): RawParams {
  const form = screen.getByRole<HTMLFormElement>('form', { name: 'Filtre' });
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value : value.name;
    const existing = params[key];
    params[key] = existing === undefined ? text : [...(Array.isArray(existing) ? existing : [existing]), text];
  }
  return params;
}

function range(name: string) {
  return within(screen.getByRole('group', { name }));
}

/** Opens a select field (desktop: inline combobox) and returns its listbox. */
function openSelect(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name }));
  return within(screen.getByRole('listbox', { name }));
}

const desktop = { device: 'desktop' } as const;

describe('FiltersForm', () => {
  it('is a GET form to the category, every field labelled, make and fuel as select fields', () => {
    renderWithProviders(<FiltersForm query={empty} filters={filters} submitLabel="Caută" />, desktop);
    const form = screen.getByRole('form', { name: 'Filtre' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/autoturisme');
    expect(screen.getByLabelText('Cuvinte cheie')).toBeInTheDocument();
    expect(range('Preț (LEI)').getByLabelText('De la')).toHaveAttribute('name', 'price_from');
    expect(range('An fabricație').getByLabelText('Până la')).toHaveAttribute('name', 'year_to');
    expect(range('Kilometraj (km)').getByLabelText('De la')).toHaveAttribute('name', 'mileage_from');
    expect(screen.getByLabelText('Ordonează după')).toBeInTheDocument();
    const makes = openSelect('Marcă');
    expect(makes.getByRole('option', { name: /^BMW/ })).toHaveTextContent('1.250');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Marcă' }), { key: 'Escape' });
    const fuels = openSelect('Combustibil');
    expect(fuels.getByRole('option', { name: /^Hibrid \(benzină\)/ })).toHaveTextContent('40');
  });

  it('shows the model field only once a make is chosen', () => {
    const { unmount } = renderWithProviders(
      <FiltersForm query={empty} filters={filters} submitLabel="Caută" />,
      desktop,
    );
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <FiltersForm query={{ ...empty, make: 'bmw' }} filters={filters} submitLabel="Caută" />,
      desktop,
    );
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    expect(openSelect('Model').getByRole('option', { name: /^X5/ })).toHaveTextContent('64');
  });

  it('is prefilled from the current search', () => {
    const query: ListingQuery = {
      ...empty,
      make: 'bmw',
      model: 'x5',
      priceTo: 30000,
      yearFrom: 2016,
      fuel: ['DIESEL'],
      q: 'xdrive',
      sort: 'PRICE_ASC',
    };
    renderWithProviders(<FiltersForm query={query} filters={filters} submitLabel="Caută" />, desktop);
    expect(screen.getByRole('combobox', { name: 'Marcă' })).toHaveValue('BMW');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('X5');
    expect(screen.getByRole('combobox', { name: 'Combustibil' })).toHaveValue('Diesel');
    expect(range('Preț (LEI)').getByLabelText('Până la')).toHaveValue('30000');
    expect(range('An fabricație').getByLabelText('De la')).toHaveValue('2016');
    expect(screen.getByLabelText('Cuvinte cheie')).toHaveValue('xdrive');
    expect(screen.getByLabelText('Ordonează după')).toHaveValue('price_asc');
    expect(submittedParams()).toMatchObject({ make: 'bmw', model: 'x5', fuel: 'diesel' });
  });

  it('round-trips: what it submits redirects to the canonical URL of the same search', () => {
    const query: ListingQuery = {
      ...empty,
      make: 'bmw',
      model: 'x5',
      priceTo: 30000,
      fuel: ['DIESEL'],
      sort: 'PRICE_ASC',
    };
    renderWithProviders(<FiltersForm query={query} filters={filters} submitLabel="Caută" />, desktop);
    fireEvent.click(openSelect('Combustibil').getByRole('option', { name: /^Benzină/ }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Combustibil' }), { key: 'Escape' });
    fireEvent.change(range('An fabricație').getByLabelText('De la'), { target: { value: '2018' } });
    const href = canonicalListingHref('autoturisme', [], submittedParams());
    expect(href).toBe('/autoturisme/bmw/x5?price_to=30000&year_from=2018&fuel=diesel%2Cpetrol&sort=price_asc');
    const url = new URL(href ?? '', 'http://x');
    const [, category = '', ...segments] = url.pathname.split('/');
    expect(parseListing(category, segments, Object.fromEntries(url.searchParams))?.query).toEqual({
      ...query,
      yearFrom: 2018,
      fuel: ['DIESEL', 'PETROL'],
    });
  });

  it('changing the make (typed, Enter on the one match) drops the model of the previous make', () => {
    renderWithProviders(
      <FiltersForm query={{ ...empty, make: 'bmw', model: 'x5' }} filters={filters} submitLabel="Caută" />,
      desktop,
    );
    const make = screen.getByRole('combobox', { name: 'Marcă' });
    fireEvent.click(make);
    fireEvent.change(make, { target: { value: 'aud' } });
    fireEvent.keyDown(make, { key: 'Enter' });
    expect(canonicalListingHref('autoturisme', [], submittedParams())).toBe('/autoturisme/audi');
  });

  it('still works when the options failed to load', () => {
    renderWithProviders(
      <FiltersForm query={{ ...empty, make: 'dacia' }} filters={null} submitLabel="Caută" />,
      desktop,
    );
    expect(screen.getByRole('combobox', { name: 'Marcă' })).toHaveValue('dacia');
    const fuels = openSelect('Combustibil');
    expect(fuels.getAllByRole('option', { name: /^(?!Selectează tot|Toate)/ })).toHaveLength(9);
    fireEvent.click(fuels.getByRole('option', { name: 'Benzină + GPL' }));
    expect(submittedParams()).toMatchObject({ fuel: 'petrol_lpg' });
  });
});

describe('FiltersPanel', () => {
  const query: ListingQuery = { ...empty, make: 'bmw', priceTo: 30000 };

  it('on mobile: a sheet behind a Filters link, submitting with the summary count', () => {
    renderWithProviders(<FiltersPanel query={query} filters={filters} summaryCount={1234} />, { device: 'mobile' });
    expect(screen.getByRole('link', { name: 'Filtre (2)' })).toHaveAttribute('href', '#filtre');
    expect(screen.getByRole('region', { name: 'Filtre' })).toHaveAttribute('id', 'filtre');
    expect(screen.getByRole('button', { name: 'Arată rezultatele (1.234 de anunțuri)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Închide filtrele' })).toBeInTheDocument();
  });

  it('on mobile: Romanian plural forms in the results button', () => {
    renderWithProviders(<FiltersPanel query={query} filters={filters} summaryCount={1} />, { device: 'mobile' });
    expect(screen.getByRole('button', { name: 'Arată rezultatul (1 anunț)' })).toBeInTheDocument();
  });

  it('on desktop: a sidebar with a search button', () => {
    renderWithProviders(<FiltersPanel query={query} filters={filters} summaryCount={1234} />, { device: 'desktop' });
    expect(screen.getByRole('complementary', { name: 'Filtre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Caută' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Filtre/ })).not.toBeInTheDocument();
  });

  it('says when the filter options could not be loaded', () => {
    renderWithProviders(<FiltersPanel query={query} filters={null} summaryCount={null} />, { device: 'desktop' });
    expect(screen.getByText(/Opțiunile filtrelor nu au putut fi încărcate/)).toBeInTheDocument();
  });
});
