// @vitest-environment jsdom
/**
 * Generated paths of the dealer's wallet (/contul-meu/dealerwallet), walked on the machine and
 * through WalletScreen with the real hook (parked call): the balance, the credits expiring within
 * 30 days, each top-up pack (credits, bonus, price with VAT) with "Cumpără" leading to its
 * new-payment page, the link to the credit ledger, and the failure with its retry.
 */
import { WalletScreen } from '@/components/payments/wallet-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { useWallet } from '@/machines/wallet/use-wallet';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { describeFlow } from './describe-flow';
import { clickRetry, expectLoaded, loadStates } from './load-states';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

/** The fixture wallet (wallet.registry.ts) as the screen writes it. */
const PACKS = [
  {
    id: 'pack-100',
    text: '100 de creditefără bonus100 LEI TVA inclusCumpără',
    href: '/plata-prin-volan/new-payment?topUp=pack-100',
    label: 'Cumpără 100 de credite cu 100 LEI',
  },
  {
    id: 'pack-250',
    text: '250 de credite+15 credite bonus250 LEI TVA inclusCumpără',
    href: '/plata-prin-volan/new-payment?topUp=pack-250',
    label: 'Cumpără 250 de credite cu 250 LEI',
  },
];

const balance = () => document.querySelector<HTMLElement>('[data-balance]');
const packs = () => [...document.querySelectorAll<HTMLElement>('[data-pack]')];

describeFlow(findRegisteredMachine('wallet')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useWallet(actors),
    (view) => <WalletScreen view={view} />,
  );
  const nothingShown = () => {
    expect(balance()).toBeNull();
    expect(packs()).toEqual([]);
  };
  return {
    params: {
      events: {
        'wallet.retry': clickRetry,
        ...harness.settling(['loadWallet']),
      },
      states: {
        ...loadStates(nothingShown),
        ready: () => {
          expectLoaded();
          expect(balance()).toHaveTextContent('216 credite');
          expect([...document.querySelectorAll('li:not([data-pack])')].map((li) => li.textContent)).toEqual([
            '40 de credite expiră pe 10.12.2026',
          ]);
          expect(
            packs().map((pack) => {
              const buy = pack.querySelector('a')!;
              return {
                id: pack.dataset['pack'],
                text: pack.textContent,
                href: buy.getAttribute('href'),
                label: buy.getAttribute('aria-label'),
              };
            }),
          ).toEqual(PACKS);
          const ledger = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Istoricul creditelor');
          expect(ledger).toHaveAttribute('href', '/contul-meu/portofel');
        },
      },
    },
    dispose: harness.dispose,
  };
});
