// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { connectErrorReporter, type ClientErrorReport } from '@/lib/monitoring/report-hub';
import { advertInfoMap } from '@/lib/financing/widget-simulations';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { CardFinancing, type FinancingCard } from './card-financing';

const ON = { financingWidgets: true, externalPartner: '' };
const OFF = { financingWidgets: false, externalPartner: '' };

const card = (amountLei: number, categorySlug = 'autoturisme'): FinancingCard => ({
  id: '42',
  title: 'Dacia Logan 2019',
  categorySlug,
  price: { amountLei },
  seller: { id: 'seller-1' },
});

let reports: ClientErrorReport[] = [];
let disconnect = () => {};
beforeEach(() => {
  resetMissingKeys();
  reports = [];
  disconnect = connectErrorReporter((report) => reports.push(report));
});
afterEach(() => {
  disconnect();
  expect(missingKeys()).toEqual([]);
});

function draw(advert: FinancingCard, flags = ON, info = advertInfoMap([advert]).get(advert.id)) {
  return renderWithProviders(<CardFinancing advert={advert} position={3} flags={flags} info={info} />);
}

describe('the listing card simulation (LISTING_AD_CARD)', () => {
  it('ENABLED: "de la X lei/lună" for the lei price over 60 months, linking with anunt and pozitie', () => {
    draw(card(21_500));
    const link = screen.getByRole('link', {
      name: 'de la 525,13 lei/lună, finanțare în 60 de rate (DAE 17,46 %) pentru Dacia Logan 2019',
    });
    expect(link).toHaveAttribute('href', '/finantare/redirect/LISTING_AD_CARD?anunt=42&pozitie=3');
    expect(link).toHaveAttribute('data-financing-type', 'NATIVE_BROKER');
    expect(reports).toEqual([]);
  });

  it('DISABLED (flag off): nothing', () => {
    expect(draw(card(21_500), OFF).container).toBeEmptyDOMElement();
  });

  it.each([
    ['below the smallest credit', 1499],
    ['above the largest credit', 200_001],
    ['not a number', Number.NaN],
  ])('HIDDEN when the price is %s: nothing', (_why, price) => {
    expect(draw(card(price)).container).toBeEmptyDOMElement();
    expect(reports).toEqual([]);
  });

  it('ERROR without advert info: nothing, and the SPEC error is reported', () => {
    expect(draw(card(21_500, 'barci')).container).toBeEmptyDOMElement();
    expect(reports).toHaveLength(1);
    expect((reports[0]?.error as Error).message).toBe('Financing: error on Advert info map');
    expect(reports[0]?.context).toEqual({ entryPoint: 'LISTING_AD_CARD', advertId: '42' });
  });
});
