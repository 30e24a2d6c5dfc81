// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { defaultFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { connectTrackingSink, type TrackingEvent } from '@/lib/tracking/track-queue';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { FinancingFilter } from './financing-filter';

let events: TrackingEvent[] = [];
let disconnect = () => {};
beforeEach(() => {
  resetMissingKeys();
  events = [];
  disconnect = connectTrackingSink((event) => events.push(event));
});
afterEach(() => {
  disconnect();
  expect(missingKeys()).toEqual([]);
});

function draw(
  onApplyFilters: (price: number) => void,
  flags: { financingWidgets?: boolean; externalPartner?: string } = {},
) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={{ ...defaultFeatureFlags(), ...flags }}>
      <FinancingFilter onApplyFilters={onApplyFilters} />
    </FeatureFlagsProvider>,
  );
}

describe('the filters dialog (filters-dialog)', () => {
  it('DISABLED (flag off): no button', () => {
    expect(draw(() => {}, { financingWidgets: false }).container).toBeEmptyDOMElement();
  });

  it('ENABLED: the button carries the chosen partner; Escape closes and focus returns to it', () => {
    draw(() => {}, { externalPartner: 'banca-sandbox' });
    const open = screen.getByRole('button', { name: 'Caută după rata lunară' });
    expect(open).toHaveAttribute('data-financing-type', 'EXTERNAL_PARTNER');
    open.focus();
    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Caută după rata lunară' });
    expect(screen.getByLabelText('Rata lunară (lei)')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('shows the largest price for the budget and term, applies it, tracks it and closes', () => {
    const applied: number[] = [];
    draw((price) => applied.push(price));
    fireEvent.click(screen.getByRole('button', { name: 'Caută după rata lunară' }));
    fireEvent.change(screen.getByLabelText('Rata lunară (lei)'), { target: { value: '1.000' } });
    expect(screen.getByText('Preț maxim: 40.942 lei')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '36 de luni' }));
    expect(screen.getByText('Preț maxim: 28.364 lei')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aplică' }));
    expect(applied).toEqual([28_364]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const clicks = events.filter((event) => event.name === 'financing_entry_click');
    expect(
      clicks.map((event) => [event.properties?.['touch_point_button'], event.properties?.['touch_point_page']]),
    ).toEqual([['listing-page-filters', 'listing']]);
  });

  it('a wrong budget is said under the field and nothing is applied', () => {
    const applied: number[] = [];
    draw((price) => applied.push(price));
    fireEvent.click(screen.getByRole('button', { name: 'Caută după rata lunară' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplică' }));
    expect(screen.getByText('Scrie rata lunară în lei, de exemplu 1.500.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rata lunară (lei)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Rata lunară (lei)'), { target: { value: '30' } });
    expect(screen.getByText('Alege o rată lunară între 50 și 50.000 lei.')).toBeInTheDocument();
    expect(applied).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
