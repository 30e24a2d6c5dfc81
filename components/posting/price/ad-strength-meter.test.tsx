// @vitest-environment jsdom
/** AdStrengthMeter: a labelled meter with a spoken value and the hints that raise the score most. */
import { screen, within } from '@testing-library/react';
import { adStrength } from '@/lib/posting/ad-strength';
import { EMPTY_POSTING_VALUES } from '@/lib/posting/posting-values';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { AdStrengthMeter, strengthLevel } from './ad-strength-meter';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

describe('AdStrengthMeter', () => {
  it('is a labelled meter whose value is spoken in words', () => {
    const values = { ...EMPTY_POSTING_VALUES, makeId: 1, modelId: 2, year: '2018', description: 'd'.repeat(100) };
    const strength = adStrength({
      values,
      categoryId: 29,
      photos: [{ width: 1600, height: 1200, megapixels: 3 }],
      photoRecommended: 8,
    });
    renderWithProviders(<AdStrengthMeter strength={strength} />);
    // 1/8 photos, full quality, 3/12 attributes, 100/200 characters: 2.5 + 40 + 7.5 + 5 = 55.
    const meter = screen.getByRole('meter', { name: 'Puterea anunțului: 55' });
    expect(meter).toHaveAttribute('aria-valuenow', '55');
    expect(meter).toHaveAttribute('aria-valuetext', '55 din 100, anunț bun');
    const hints = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(hints.map((li) => li.textContent)).toEqual([
      'Completează: kilometrajul, puterea, capacitatea cilindrică, combustibilul, cutia de viteze, caroseria, numărul de uși, culoarea și dotările +23 p',
      'Adaugă încă 7 fotografii +18 p',
      'Mai scrie 100 de caractere în descriere +5 p',
    ]);
  });

  it('asks for sharp photos when there is none, and shows no list at 100', () => {
    const empty = adStrength({ values: EMPTY_POSTING_VALUES, categoryId: 29, photos: [], photoRecommended: 8 });
    const { unmount } = renderWithProviders(<AdStrengthMeter strength={empty} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 din 100, anunț slab');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      'Adaugă fotografii clare, de cel puțin 2 megapixeli +40 p',
    );
    unmount();
    renderWithProviders(
      <AdStrengthMeter
        strength={{ score: 100, parts: { photoCount: 1, photoQuality: 1, attributes: 1, description: 1 }, hints: [] }}
      />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '100 din 100, anunț puternic');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('names the levels at their thresholds', () => {
    expect([0, 39, 40, 74, 75, 100].map(strengthLevel)).toEqual(['weak', 'weak', 'good', 'good', 'strong', 'strong']);
  });
});
