// @vitest-environment jsdom
/**
 * The home quick search offers the loaded makes for cars only: another category gets a text box
 * (the listing matches the text against that category's makes), so it never builds
 * /motociclete/dacia from a car make.
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

  it('offers no car make for motorcycles: a text box, whose text the listing resolves', () => {
    renderWithProviders(<QuickSearch makes={MAKES} />);
    const form = screen.getByRole('search', { name: 'Căutare rapidă' });
    fireEvent.change(within(form).getByLabelText('Categorie'), { target: { value: 'motociclete' } });
    expect(within(form).queryByRole('option', { name: 'Dacia' })).toBeNull();
    const make = within(form).getByLabelText('Marcă');
    expect(make.tagName).toBe('INPUT');
    fireEvent.change(make, { target: { value: 'Honda' } });
    expect(canonicalListingHref('autoturisme', [], submitted(form))).toBe('/motociclete/honda');
  });
});
