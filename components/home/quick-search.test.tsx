// @vitest-environment jsdom
/**
 * The home quick search as the page renders it on the server (no JavaScript yet): the car makes
 * the page loaded, leading to the canonical car listing. Other categories are the quick search
 * machine's walk (model-tests/quick-search.model.test.tsx).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { canonicalListingHref } from '@/lib/listing/listing-href';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { QuickSearch } from './quick-search';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const MAKES = [
  { value: 'dacia', label: 'Dacia', count: 900 },
  { value: 'skoda', label: 'Škoda', count: 300 },
];

function submitted(form: HTMLElement): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form as HTMLFormElement))
    if (typeof value === 'string') (params[key] ??= []).push(value);
  return params;
}

describe('QuickSearch', () => {
  it('lists car makes while cars are chosen and leads to the canonical car listing', () => {
    renderWithProviders(<QuickSearch makes={MAKES} />);
    const form = screen.getByRole('search', { name: 'Căutare rapidă' });
    fireEvent.change(within(form).getByLabelText('Marcă'), { target: { value: 'skoda' } });
    fireEvent.change(within(form).getByLabelText('Preț maxim (LEI)'), { target: { value: '15.000' } });
    expect(canonicalListingHref('autoturisme', [], submitted(form))).toBe('/autoturisme/skoda?pret_max=15.000');
  });
});
