/** Concrete inputs and events of the loan simulator, for the model tests and the /flows explorer. */
import { DEALER_INSTALMENTS, LISTING_CARD_SIMULATION } from '@/lib/financing/financing-constants';
import { dealerFinancingDefaults, listingCardDefaults } from '@/lib/financing/loan-defaults';
import type { FixtureEvent } from '../registry.types';
import type { LoanSimulatorEvent, LoanSimulatorInput } from './financing.types';

const card = listingCardDefaults();

/** The listing card's default simulation: 50 000 lei over 60 months, no advert price. */
export const CARD_INPUT: LoanSimulatorInput = {
  entryPoint: 'LISTING_AD_CARD',
  advertId: 'ad-1',
  price: null,
  financingType: 'NATIVE_BROKER',
  settings: LISTING_CARD_SIMULATION,
  draft: { downPayment: '', credit: String(card.credit), term: card.instalments },
};

const PRICE = 21_500;
const dealer = dealerFinancingDefaults(PRICE);

/** A dealer-financed car at 21 500 lei on the ad page's calculator: 2 150 down, 19 350 credit, 48 months. */
export const DEALER_INPUT: LoanSimulatorInput = {
  entryPoint: 'calculator-cta',
  advertId: 'ad-2',
  price: PRICE,
  financingType: 'DEALER_FINANCING',
  settings: { ...LISTING_CARD_SIMULATION, credit: { ...LISTING_CARD_SIMULATION.credit, max: PRICE } },
  draft: {
    downPayment: String(dealer.downPaymentAmount),
    credit: String(dealer.loanCredit - dealer.downPaymentAmount),
    term: DEALER_INSTALMENTS.defaultValue,
  },
};

/** The simulation's events on the card: a valid and a refused credit, a valid and a refused term. */
export const SIMULATION_EVENTS: readonly FixtureEvent<LoanSimulatorEvent>[] = [
  { type: 'field.change', field: 'credit', value: '30.000' },
  { type: 'field.change', field: 'credit', value: '500' },
  { type: 'term.change', months: 36 },
  { type: 'term.change', months: 72 },
  { type: 'application.start' },
  { type: 'application.cancel' },
];

/** The application's events: the contact details (one refused phone), send, answer, retry, back. */
export const APPLICATION_EVENTS: readonly FixtureEvent<LoanSimulatorEvent>[] = [
  { type: 'application.start' },
  { type: 'applicant.change', field: 'name', value: 'Ana Popescu' },
  { type: 'applicant.change', field: 'phone', value: '0722 123 456' },
  { type: 'applicant.change', field: 'phone', value: '123' },
  { type: 'applicant.change', field: 'email', value: 'ana@example.ro' },
  { type: 'application.submit' },
  { type: 'application.cancel' },
  { type: 'xstate.done.actor.submitApplication', output: { reference: 'FIN-000123' } },
  { type: 'xstate.error.actor.submitApplication', error: new Error('network') },
  { type: 'application.retry' },
];

/** The dealer's simulation: the down payment moves the credit and back, one too high, another term. */
export const DEALER_EVENTS: readonly FixtureEvent<LoanSimulatorEvent>[] = [
  { type: 'field.change', field: 'downPayment', value: '5.000' },
  { type: 'field.change', field: 'downPayment', value: '21500' },
  { type: 'field.change', field: 'credit', value: '20000' },
  { type: 'term.change', months: 24 },
];
