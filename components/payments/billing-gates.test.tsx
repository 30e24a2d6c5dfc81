// @vitest-environment jsdom
/**
 * The billing features behind flags (issue 15), on and off: walletTopUp (the packs of the wallet,
 * the top-up links of the ledger and of the credit payments; the balance always shows) and
 * invoicePayment (the tick boxes and 'Plătește' of the invoices, the banner's and the dialog's pay
 * links; the invoices always list). The server's refusals: server/services/billing/payment-gates.db.test.ts.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DeclarePaidDialog } from '@/components/billing/declare-paid-dialog';
import { InvoicesScreen } from '@/components/billing/invoices-screen';
import { ReminderBanner } from '@/components/billing/reminder-banner';
import { BILLING_STATUS } from '@/lib/billing/billing.fixtures';
import { withFeatureFlags } from '@/lib/feature-flags/flags';
import { FeatureFlagsProvider } from '@/lib/feature-flags/use-feature-flags';
import type { WalletEntryView } from '@/lib/graphql/generated/operations';
import type { PageSession } from '@/lib/session/session.types';
import { FIRST_INVOICE_PAGE } from '@/machines/invoice-list/invoice-list.fixtures';
import type { CreditPaymentsView } from '@/machines/credit-promotion/use-credit-promotion';
import type { InvoiceListView } from '@/machines/invoice-list/use-invoice-list';
import { WALLET_FIXTURE } from '@/machines/wallet/wallet.registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { CreditPaymentsScreen } from './credit-payments-screen';
import { WalletLedgerScreen, type WalletLedgerView } from './wallet-ledger-screen';
import { WalletScreen } from './wallet-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const noop = () => undefined;

function withFlags(flags: Record<string, boolean>, ui: ReactNode) {
  return renderWithProviders(<FeatureFlagsProvider flags={withFeatureFlags(flags)}>{ui}</FeatureFlagsProvider>);
}

describe('walletTopUp', () => {
  it.each([true, false])('with the flag %s, the packs show only when on; the balance always', (on) => {
    withFlags(
      { walletTopUp: on },
      <WalletScreen view={{ wallet: WALLET_FIXTURE, loading: false, error: null, retry: noop }} />,
    );
    expect(document.querySelector('[data-balance="216"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Istoricul creditelor' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-pack]')).toHaveLength(on ? 2 : 0);
    expect(document.querySelectorAll('a[href*="new-payment"]')).toHaveLength(on ? 2 : 0);
  });

  const emptyLedger: WalletLedgerView = {
    items: [] as WalletEntryView[],
    filter: [],
    loading: false,
    loadFailed: false,
    error: null,
    empty: true,
    hasMore: false,
    loadingMore: false,
    moreError: null,
    retry: noop,
    more: noop,
    changeFilter: noop,
  };

  it.each([true, false])('with the flag %s, the empty ledger offers the top-up only when on', (on) => {
    withFlags({ walletTopUp: on }, <WalletLedgerScreen view={emptyLedger} />);
    expect(screen.getByText('Nu ai încă nicio operațiune cu credite.')).toBeInTheDocument();
    expect(document.querySelectorAll('a[href="/contul-meu/dealerwallet"]')).toHaveLength(on ? 1 : 0);
  });

  const outOfCredits: CreditPaymentsView = {
    loading: false,
    loadFailed: false,
    balance: 5,
    options: [{ kind: 'BUMP', credits: 15, days: 0 }],
    adverts: [{ id: '501', title: 'Volkswagen Golf 1.6 TDI', url: '/autoturisme/anunt/501', promotedUntil: null }],
    promotions: [],
    advertId: '501',
    kind: 'BUMP',
    chosenAdvert: { id: '501', title: 'Volkswagen Golf 1.6 TDI', url: '/autoturisme/anunt/501', promotedUntil: null },
    chosenOption: { kind: 'BUMP', credits: 15, days: 0 },
    canReview: true,
    confirming: true,
    promoting: false,
    enoughCredits: false,
    balanceAfter: 0,
    needsTopUp: false,
    error: null,
    moreError: null,
    hasMore: false,
    loadingMore: false,
    refreshing: false,
    notice: null,
    retry: noop,
    chooseAdvert: noop,
    chooseOption: noop,
    review: noop,
    cancel: noop,
    confirm: noop,
    more: noop,
    dismissNotice: noop,
  };

  it.each([true, false])('with the flag %s, the credit payments link to topping up only when on', (on) => {
    withFlags({ walletTopUp: on }, <CreditPaymentsScreen view={outOfCredits} />);
    expect(document.querySelector('[data-balance="5"]')).not.toBeNull();
    // The balance panel's link and, short of credits, the confirmation's.
    expect(document.querySelectorAll('[data-top-up]')).toHaveLength(on ? 2 : 0);
    expect(screen.getByRole('button', { name: 'Înapoi' })).toBeInTheDocument();
  });
});

const DEALER: PageSession = {
  user: {
    name: 'Auto Dealer',
    email: 'dealer@volan.test',
    image: null,
    id: 'u-1',
    familyName: 'Dealer',
    givenName: 'Auto',
    displayName: 'Auto Dealer',
    userUUID: 'u-1',
    userType: 'professional',
    accountStatus: 'suspended',
    suspendReason: 'unpaid_invoice',
  },
  multiUser: null,
};

const invoiceList: InvoiceListView = {
  error: null,
  actionError: null,
  filter: 'ALL',
  unpaidTotal: FIRST_INVOICE_PAGE.unpaidTotal,
  loading: false,
  loadFailed: false,
  invoices: FIRST_INVOICE_PAGE.invoices,
  empty: false,
  hasMore: false,
  loadingMore: false,
  selected: [],
  selectedBani: 0,
  retry: noop,
  loadMore: noop,
  changeFilter: noop,
  toggle: noop,
  pay: noop,
};

describe('invoicePayment', () => {
  it.each([true, false])('with the flag %s, invoices list; ticking and paying only when on', (on) => {
    withFlags({ invoicePayment: on }, <InvoicesScreen session={DEALER} view={invoiceList} />);
    expect(document.querySelectorAll('[data-invoice]')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /PDF/ })).toHaveLength(3);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(on ? 2 : 0);
    expect(document.querySelector('[data-pay-bar]') !== null).toBe(on);
    expect(screen.queryByRole('button', { name: 'Plătește' }) !== null).toBe(on);
    expect(screen.queryByText(/Plătește de aici factura restantă/) !== null).toBe(on);
  });

  it.each([true, false])('with the flag %s, the reminder banner links to paying only when on', (on) => {
    withFlags(
      { invoicePayment: on },
      <ReminderBanner status={BILLING_STATUS.OVERDUE} onInvoicesPage={false} onUnblock={null} />,
    );
    expect(document.querySelector('[data-billing-stage="OVERDUE"]')).not.toBeNull();
    expect(document.querySelector('[data-billing-pay]') !== null).toBe(on);
    expect(screen.getByRole('link', { name: 'Vezi facturile' })).toBeInTheDocument();
  });

  it.each([true, false])("with the flag %s, the 'Ai plătit factura?' dialog offers paying only when on", (on) => {
    withFlags(
      { invoicePayment: on },
      <DeclarePaidDialog
        status={BILLING_STATUS.BLOCK_IMMINENT}
        busy={false}
        error={null}
        onDeclare={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Da, am plătit deja' })).toBeInTheDocument();
    expect(document.querySelectorAll('a[href*="new-payment"]')).toHaveLength(on ? 1 : 0);
  });
});
