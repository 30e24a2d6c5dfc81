// @vitest-environment jsdom
/**
 * PriceField with a wizard that owns the values: Romanian amounts, the gross/net choice, the
 * currency, the computed VAT, fee and gross, and the fee rule from the configuration.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { PriceRules } from '@/lib/posting/gross-net';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { PriceField, type PriceFieldValues } from './price-field';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const RULES: PriceRules = { vatRate: 0.21, feeValue: 100, feeCurrency: 'EUR', feeMin: 50_000, eurToLei: 5 };

function Wizard({ initial, rules = RULES }: { initial: PriceFieldValues; rules?: PriceRules }) {
  const [values, setValues] = useState(initial);
  return <PriceField values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} rules={rules} />;
}

const amount = () => screen.getByRole('textbox', { name: 'Suma' });
const status = () => screen.getByRole('status');
const type = (text: string) => fireEvent.change(amount(), { target: { value: text } });

describe('PriceField', () => {
  it('shows the VAT and the gross of a net price typed the Romanian way', () => {
    renderWithProviders(<Wizard initial={{ price: '', priceKind: 'net', currency: 'EUR' }} />);
    type('10.000,50');
    expect(status()).toHaveTextContent('TVA 21%: 2.100,11 EUR');
    expect(status()).toHaveTextContent('Preț brut afișat cumpărătorilor: 12.100,61 EUR');
    expect(status()).not.toHaveTextContent('Taxă suplimentară');
    expect(amount()).not.toHaveAttribute('aria-invalid');
  });

  it('adds the configured fee above the minimum, in the price currency', () => {
    renderWithProviders(<Wizard initial={{ price: '210.000', priceKind: 'net', currency: 'LEI' }} />);
    expect(status()).toHaveTextContent('Taxă suplimentară: 500 LEI');
    expect(status()).toHaveTextContent('Preț brut afișat cumpărătorilor: 254.600 LEI');
    expect(screen.getByText(/La prețurile brute de peste/)).toHaveTextContent(
      'La prețurile brute de peste 50.000 EUR se adaugă o taxă suplimentară de 100 EUR.',
    );
  });

  it('switches between gross and net, and between EUR and LEI, with the keyboard-operable radios', () => {
    renderWithProviders(<Wizard initial={{ price: '1.000', priceKind: 'gross', currency: 'EUR' }} />);
    expect(status()).toBeEmptyDOMElement();
    const net = screen.getByRole('radio', { name: 'Net (fără TVA)' });
    fireEvent.click(net);
    expect(net).toBeChecked();
    expect(status()).toHaveTextContent('Preț brut afișat cumpărătorilor: 1.210 EUR');
    fireEvent.click(screen.getByRole('radio', { name: 'LEI' }));
    expect(status()).toHaveTextContent('1.210 LEI');
    expect(screen.getByRole('group', { name: 'Prețul introdus este' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Moneda' })).toBeInTheDocument();
  });

  it('says why an amount cannot be read, and keeps what was typed', () => {
    renderWithProviders(<Wizard initial={{ price: '', priceKind: 'net', currency: 'EUR' }} />);
    type('10,000.50');
    expect(amount()).toHaveValue('10,000.50');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount()).toHaveAccessibleDescription(
      'De exemplu 10.000 sau 10.000,50 Scrie prețul ca număr, de exemplu 10.000 sau 10.000,50.',
    );
    expect(status()).toBeEmptyDOMElement();
  });

  it('says nothing of a fee when none is configured', () => {
    renderWithProviders(
      <Wizard initial={{ price: '100.000', priceKind: 'net', currency: 'EUR' }} rules={{ ...RULES, feeValue: 0 }} />,
    );
    expect(screen.queryByText(/taxă suplimentară/i)).toBeNull();
    expect(status()).toHaveTextContent('121.000 EUR');
  });
});
