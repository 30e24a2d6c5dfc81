// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ListingResultsView } from '@/lib/graphql/generated/page-operations';
import { cardFixture } from '@/lib/ads/advert-view.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import type { ListingQuery } from '@/lib/listing/listing-query';
import type { ListingPageData } from '@/lib/page/page-data.types';
import { ListingScreen } from './listing-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const query: ListingQuery = {
  category: 'autoturisme',
  make: 'bmw',
  model: null,
  priceFrom: null,
  priceTo: 30000,
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

function results(overrides: Partial<ListingResultsView['pageInfo']> = {}, count = 2): ListingResultsView {
  return {
    totalCount: 1234,
    nodes: Array.from({ length: count }, (_, i) => cardFixture({ id: String(i + 1), title: `BMW ${i + 1}` })),
    pageInfo: {
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: 's1',
      endCursor: 'e1',
      pageNumber: 1,
      pageCount: 39,
      ...overrides,
    },
  };
}

function page(data: Partial<ListingPageData> = {}) {
  const props: ListingPageData = { query, notices: [], results: results(), filters: null, summaryCount: 1234, ...data };
  return renderWithProviders(<ListingScreen {...props} />);
}

describe('ListingScreen', () => {
  it('heads the page with category and make, and the total count', () => {
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Autoturisme BMW' })).toBeInTheDocument();
    expect(screen.getByText('1.234 de anunțuri')).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'Rezultatele căutării' }));
    expect(list.getAllByRole('article')).toHaveLength(2);
  });

  it('paginates with keyset cursors', () => {
    page();
    const nav = within(screen.getByRole('navigation', { name: 'Paginare' }));
    expect(nav.getByText('Pagina 1 din 39')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Pagina următoare ›' })).toHaveAttribute(
      'href',
      '/autoturisme/bmw?price_to=30000&after=e1',
    );
    expect(nav.queryByRole('link', { name: '‹ Pagina anterioară' })).not.toBeInTheDocument();
  });

  it('links page 2 back to the cursor-free first page, later pages by cursor', () => {
    const { unmount } = page({ results: results({ hasPreviousPage: true, pageNumber: 2 }) });
    expect(screen.getByRole('link', { name: '‹ Pagina anterioară' })).toHaveAttribute(
      'href',
      '/autoturisme/bmw?price_to=30000',
    );
    unmount();
    page({ results: results({ hasPreviousPage: true, pageNumber: 5 }) });
    expect(screen.getByRole('link', { name: '‹ Pagina anterioară' })).toHaveAttribute(
      'href',
      '/autoturisme/bmw?price_to=30000&before=s1',
    );
  });

  it('tells what it ignored, and keeps the rest of the search', () => {
    page({ notices: ['price', 'cursor'] });
    const status = within(screen.getByRole('status'));
    expect(status.getByText(/Prețul introdus nu este valid/)).toBeInTheDocument();
    expect(status.getByText(/Pagina cerută nu mai este disponibilă/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('empty results offer a way out', () => {
    page({ results: { ...results({ hasNextPage: false, pageCount: 0 }, 0), totalCount: 0 } });
    expect(screen.getByRole('heading', { name: 'Niciun anunț nu corespunde căutării' })).toBeInTheDocument();
    const resets = screen.getAllByRole('link', { name: 'Resetează filtrele' });
    expect(resets.every((link) => link.getAttribute('href') === '/autoturisme')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Paginare' })).not.toBeInTheDocument();
  });

  it('a search the server refused shows a message, not an error page', () => {
    page({ results: null, notices: ['search'] });
    expect(screen.getByRole('heading', { name: 'Căutarea nu a putut fi făcută' })).toBeInTheDocument();
    expect(screen.getByText(/Unele filtre nu au putut fi aplicate/)).toBeInTheDocument();
  });
});
