// @vitest-environment jsdom
/**
 * The filters form per category: the fields the server lists in applicableFilters (or the
 * category's default), parts with part type and compatible vehicle and no mileage or fuel, the
 * generation note, invalid values kept in their box with the reason, and what the form submits.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchFiltersView } from '@/lib/graphql/generated/page-operations';
import { listingHref } from '@/lib/listing/listing-href';
import { emptyQuery, parseListing, type ListingQuery } from '@/lib/listing/listing-query';
import type { ListingPlaces } from '@/lib/page/page-data.types';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { filterBlocks } from './filter-layout';
import { FiltersForm, readFiltersForm } from './filters-form';
import { FilterChips, ListingNotices } from './listing-notices';
import { activeFilters } from './active-filters';
import { testI18n } from '@/test-support/i18n-test-utils';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const PLACES: ListingPlaces = {
  counties: [
    { code: 'CJ', name: 'Cluj' },
    { code: 'B', name: 'București' },
  ],
  cities: [
    { id: 1, slug: 'cluj-napoca', name: 'Cluj-Napoca', county: 'CJ' },
    { id: 2, slug: 'turda', name: 'Turda', county: 'CJ' },
  ],
};

const option = (value: string, label: string, count = 3) => ({ value, label, count });
const bounds = { min: null, max: null };

function facets(overrides: Partial<SearchFiltersView> = {}): SearchFiltersView {
  return {
    makes: [option('man', 'MAN'), option('scania', 'Scania')],
    models: [],
    fuelTypes: [option('DIESEL', 'Diesel')],
    price: { min: 10_000, max: 500_000 },
    year: bounds,
    mileage: bounds,
    subcategories: [option('basculante', 'Basculante')],
    generations: [],
    gearboxes: [],
    bodyTypes: [],
    doorCounts: [],
    colors: [],
    sellerTypes: [],
    badges: [],
    priceIndicators: [option('BELOW', 'Sub preț')],
    partTypes: [option('ENGINE', 'Motor'), option('TURBO', 'Turbo')],
    counties: [option('CJ', 'Cluj', 12)],
    conditions: [],
    power: bounds,
    engineCapacity: bounds,
    operatingHours: bounds,
    weight: bounds,
    applicableFilters: [],
    generationsAvailable: true,
    ...overrides,
  };
}

function renderForm(
  query: ListingQuery,
  filters: SearchFiltersView | null,
  notices = parseListing('x', [], {})?.notices ?? [],
) {
  const form = renderWithProviders(
    <FiltersForm
      query={query}
      filters={filters}
      places={PLACES}
      blocks={filterBlocks(query.category, filters)}
      notices={notices}
      submitLabel="Caută"
    />,
  );
  return { ...form, form: screen.getByRole<HTMLFormElement>('form', { name: 'Filtre' }) };
}

describe('FiltersForm', () => {
  it('trucks: sub-category, make, price with currency and gross/net, tonnage, location', () => {
    const { form } = renderForm(
      emptyQuery('camioane'),
      facets({ applicableFilters: ['subcategory', 'makes', 'models', 'priceFrom', 'weightFrom', 'countyCode'] }),
    );
    expect(within(form).getByRole('combobox', { name: 'Subcategorie' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Marcă' })).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Model' })).toBeNull();
    expect(within(form).getByRole('group', { name: 'Preț (LEI)' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Monedă')).toHaveValue('lei');
    expect(within(form).getByLabelText('Tip preț')).toHaveValue('brut');
    expect(within(form).getByRole('group', { name: 'Masă totală (tone)' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Județ' })).toBeInTheDocument();
    expect(within(form).queryByRole('group', { name: 'Kilometraj (km)' })).toBeNull();
  });

  it('shows the model field as soon as a make is chosen', () => {
    const { form } = renderForm(
      { ...emptyQuery('autoturisme'), make: 'man' },
      facets({ applicableFilters: ['makes', 'models'] }),
    );
    expect(within(form).getByRole('combobox', { name: 'Model' })).toBeInTheDocument();
  });

  it('cars: the condition, new or used, read back from the form as stare=nou|rulat', () => {
    const { form, unmount } = renderForm({ ...emptyQuery('autoturisme'), condition: 'NEW' }, null);
    const field = within(form).getByRole('combobox', { name: 'Stare' });
    expect(field).toHaveValue('nou');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Noi și rulate', 'Nou', 'Rulat']);
    fireEvent.change(field, { target: { value: 'rulat' } });
    expect(readFiltersForm(form, 'autoturisme')?.query.condition).toBe('USED');
    fireEvent.change(field, { target: { value: '' } });
    expect(readFiltersForm(form, 'autoturisme')?.query.condition).toBeNull();
    unmount();
    // Vans are not sold new here: no condition field.
    const vans = renderForm(emptyQuery('autoutilitare'), null);
    expect(within(vans.form).queryByRole('combobox', { name: 'Stare' })).toBeNull();
  });

  it('cars: the condition shows its counts, as the other filters do (0 for a condition with no adverts)', () => {
    const texts = (filters: SearchFiltersView) => {
      const { form, unmount } = renderForm(emptyQuery('autoturisme'), filters);
      const shown = within(within(form).getByRole('combobox', { name: 'Stare' }))
        .getAllByRole('option')
        .map((o) => o.textContent);
      unmount();
      return shown;
    };
    const both = facets({ conditions: [option('NEW', 'Nou', 1_463), option('USED', 'Rulat', 53_591)] });
    expect(texts(both)).toEqual(['Noi și rulate (55.054)', 'Nou (1.463)', 'Rulat (53.591)']);
    expect(texts(facets({ conditions: [option('USED', 'Rulat', 7)] }))).toEqual([
      'Noi și rulate (7)',
      'Nou (0)',
      'Rulat (7)',
    ]);
  });

  it('parts: part type and compatible vehicle, never mileage or fuel', () => {
    const { form, unmount } = renderForm(emptyQuery('piese'), null);
    expect(within(form).getByRole('group', { name: 'Vehicul compatibil' })).toBeInTheDocument();
    unmount();
    const served = renderForm(
      emptyQuery('piese'),
      facets({ applicableFilters: ['subcategory', 'partTypes', 'compatibleMake'] }),
    );
    expect(within(served.form).getByRole('combobox', { name: 'Tip piesă' })).toBeInTheDocument();
    expect(within(served.form).getByLabelText('Marca vehiculului')).toHaveAttribute('name', 'compat_marca');
    expect(within(form).queryByRole('group', { name: 'Kilometraj (km)' })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Combustibil' })).toBeNull();
  });

  it('an empty facet hides its filter; a chosen value keeps it', () => {
    const chosen = { ...emptyQuery('autoturisme'), lists: { color: ['white'] } };
    const filters = facets({ applicableFilters: ['colors', 'gearboxes'] });
    const { form } = renderForm(chosen, filters);
    expect(within(form).getByRole('combobox', { name: 'Culoare' })).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Cutie de viteze' })).toBeNull();
  });

  it('says the generation filter is temporarily unavailable when its source failed', () => {
    const query = { ...emptyQuery('autoturisme'), make: 'man', model: 'tgx' };
    renderForm(query, facets({ applicableFilters: ['makes', 'generations'], generationsAvailable: false }));
    expect(screen.getByText('Filtrul de generație este temporar indisponibil.')).toBeInTheDocument();
  });

  it('keeps an invalid value in its box with the reason, and the valid ones', () => {
    const parsed = parseListing('autoturisme', [], { pret_max: '12a', pret_min: '10.000,50' })!;
    const { form } = renderForm(parsed.query, facets({ applicableFilters: ['priceFrom'] }), parsed.notices);
    const max = within(form).getByLabelText('Până la');
    expect(max).toHaveValue('12a');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('Preț (LEI): „12a” nu este un număr; filtrul a fost ignorat.');
    expect(within(form).getByLabelText('De la')).toHaveValue('10.000,5');
  });

  it('reads back what it shows: a search round-trips through the form', () => {
    const query: ListingQuery = {
      ...emptyQuery('camioane'),
      subcategory: 'basculante',
      make: 'man',
      ranges: { price: [10_000, null] },
      currency: 'EUR',
      county: 'CJ',
      city: 'turda',
    };
    const filters = facets({ applicableFilters: ['subcategory', 'makes', 'priceFrom', 'countyCode'] });
    const { form } = renderForm(query, filters);
    expect(listingHref(readFiltersForm(form, 'camioane')!.query)).toBe(listingHref(query));
    fireEvent.change(within(form).getByLabelText('Până la'), { target: { value: '25.000' } });
    expect(readFiltersForm(form, 'camioane')?.query.ranges.price).toEqual([10_000, 25_000]);
  });
});

describe('notices and chips', () => {
  it('names the dropped filter and why', () => {
    const parsed = parseListing('autoturisme', [], { an_min: '2020', an_max: '2010', combustibil: 'kerosen' })!;
    renderWithProviders(<ListingNotices notices={parsed.notices} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('An fabricație: valoarea minimă este mai mare decât cea maximă (2020 > 2010)');
    expect(status).toHaveTextContent('Combustibil: „kerosen” nu există; filtrul a fost ignorat.');
  });

  it('a chip per filter with human labels, each linking to the search without it', () => {
    const query: ListingQuery = {
      ...emptyQuery('camioane'),
      subcategory: 'basculante',
      make: 'mercedes-benz',
      lists: { fuel: ['DIESEL'] },
      county: 'CJ',
      city: 'cluj-napoca',
      radiusKm: 50,
    };
    const active = activeFilters(testI18n().t, query, null, PLACES);
    renderWithProviders(<FilterChips active={active} label="Filtre active" />);
    const chips = within(screen.getByRole('list', { name: 'Filtre active' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Subcategorie: Basculante×(scoate filtrul)',
      'Marcă: Mercedes-Benz×(scoate filtrul)',
      'Combustibil: Diesel×(scoate filtrul)',
      'Județ: Cluj×(scoate filtrul)',
      'Oraș: Cluj-Napoca + 50 km×(scoate filtrul)',
    ]);
    expect(chips[1]).toHaveAttribute(
      'href',
      '/camioane/basculante?combustibil=diesel&judet=cj&oras=cluj-napoca&raza=50',
    );
    expect(chips[3]).toHaveAttribute('href', '/camioane/basculante/mercedes-benz?combustibil=diesel');
  });
});
