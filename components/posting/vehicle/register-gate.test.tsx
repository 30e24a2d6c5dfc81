// @vitest-environment jsdom
/**
 * The national register behind registerBanners (issue 15), on and off: its data in the posting
 * wizard (the panel and its autofill, also its 'no match'), the consent to the 'Verified details'
 * check, the check's status, and the 'Detalii verificate' badge on cards and on the ad page. The
 * server side (no register asked, no check queued): server/services/vehicle-check/vehicle-check.db.test.ts.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdCard } from '@/components/ads/ad-card';
import { AdvertBody } from '@/components/advert/advert-body';
import { advertFixture, cardFixture } from '@/lib/ads/advert-view.fixtures';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { RegisterConsent } from './register-consent';
import { RegisterDataPanel } from './register-data';
import { RegisterStatusNote } from './register-status';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function withFlag(on: boolean, ui: ReactNode) {
  return renderWithProviders(
    <FeatureFlagsProvider flags={withFeatureFlags({ registerBanners: on })}>{ui}</FeatureFlagsProvider>,
  );
}

const DATA = {
  makeId: 6,
  makeName: 'Volkswagen',
  modelId: 61,
  modelName: 'Golf',
  year: 2003,
  fuelType: 'DIESEL' as const,
  engineCapacity: 1896,
  enginePower: 101,
  firstRegistration: '2003-05',
  countyCode: 'CJ',
  sandbox: true,
};

describe('the national register (registerBanners)', () => {
  it.each([true, false])("with the flag %s, the register's data and its autofill show only when on", (on) => {
    withFlag(on, <RegisterDataPanel data={DATA} onFill={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Date din registrul național' }) !== null).toBe(on);
    expect(screen.queryByText('Volkswagen Golf') !== null).toBe(on);
    expect(screen.queryAllByRole('button')).toHaveLength(on ? 1 : 0);
  });

  it.each([true, false])("with the flag %s, the register's 'no match' shows only when on", (on) => {
    const { container } = withFlag(on, <RegisterDataPanel data={null} />);
    expect(container.textContent !== '').toBe(on);
  });

  it.each([true, false])(
    "with the flag %s, the consent to the 'Verified details' check is asked only when on",
    (on) => {
      withFlag(on, <RegisterConsent checked={false} onChange={() => undefined} />);
      expect(screen.queryAllByRole('checkbox')).toHaveLength(on ? 1 : 0);
    },
  );

  it.each([true, false])("with the flag %s, the check's status shows only when on", (on) => {
    const { container } = withFlag(on, <RegisterStatusNote status="verified" active />);
    expect(container.textContent !== '').toBe(on);
  });

  it.each([true, false])("with the flag %s, a card shows 'Detalii verificate' only when on", (on) => {
    withFlag(on, <AdCard advert={cardFixture({ badges: ['VERIFIED_DETAILS', 'LOW_MILEAGE'] })} />);
    expect(screen.queryByText('Detalii verificate') !== null).toBe(on);
    expect(screen.getByText('Kilometraj redus')).toBeInTheDocument();
  });

  it.each([true, false])("with the flag %s, the ad page shows 'Detalii verificate' only when on", (on) => {
    withFlag(on, <AdvertBody advert={advertFixture({ badges: ['VERIFIED_DETAILS'] })} titleLevel={1} />);
    expect(screen.queryByText('Detalii verificate') !== null).toBe(on);
  });
});
