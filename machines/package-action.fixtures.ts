/**
 * The account the packages pages' tests and the explorer use: the demo dealer on Premium (monthly),
 * the four packages with their benefits, "Dealer recomandat" not subscribed, and an ended Standard
 * subscription in the history; and the same account after the add-on was subscribed.
 */
import type { PackagesAccount } from './package-action.types';

const money = (bani: number, formatted: string) => ({ bani, formatted });
const benefit = (code: string, name: string, description: string, quantity: number | null = null) => ({
  code,
  name,
  description,
  quantity,
});

const ADS = (n: number) => benefit('ads', 'Anunțuri active', `Până la ${String(n)} de anunțuri active`, n);
const STATS = benefit('statistics', 'Statistici', 'Vizualizări și contacte pentru fiecare anunț');
const BUMPS = (n: number) => benefit('bumps', 'Reactualizări', `${String(n)} reactualizări pe lună`, n);

const pkg = (
  id: string,
  code: string,
  name: string,
  ads: number,
  monthly: [number, string],
  yearly: [number, string],
  benefits: PackagesAccount['packages'][number]['benefits'],
  current = false,
) => ({
  id,
  code,
  name,
  adsIncluded: ads,
  monthlyPrice: money(...monthly),
  yearlyPrice: money(...yearly),
  benefits,
  current,
});

export const PREMIUM_SUBSCRIPTION: PackagesAccount['subscriptions'][number] = {
  id: 'sub-premium',
  productCode: 'premium',
  name: 'Premium',
  period: 'MONTHLY',
  price: money(89_900, '899 LEI'),
  status: 'ACTIVE',
  startedOn: '2025-01-10',
  currentPeriodStart: '2026-11-10',
  currentPeriodEnd: '2026-12-09',
  nextProductCode: null,
  nextPeriod: null,
  pendingProrata: money(0, '0 LEI'),
};

const ENDED_STANDARD: PackagesAccount['subscriptions'][number] = {
  ...PREMIUM_SUBSCRIPTION,
  id: 'sub-old',
  productCode: 'standard',
  name: 'Standard',
  price: money(44_900, '449 LEI'),
  status: 'ENDED',
  startedOn: '2024-06-10',
  currentPeriodStart: '2024-12-10',
  currentPeriodEnd: '2025-01-09',
};

export const FEATURED_SUBSCRIPTION: PackagesAccount['subscriptions'][number] = {
  ...PREMIUM_SUBSCRIPTION,
  id: 'sub-featured',
  productCode: 'featured_dealer',
  name: 'Dealer recomandat',
  price: money(29_900, '299 LEI'),
  startedOn: '2026-11-28',
  currentPeriodStart: '2026-11-28',
  currentPeriodEnd: '2026-12-27',
};

/** The demo dealer: Premium, monthly, no add-on. */
export const PACKAGES_ACCOUNT: PackagesAccount = {
  packages: [
    pkg('1', 'start', 'Start', 15, [19_900, '199 LEI'], [199_000, '1.990 LEI'], [ADS(15), STATS]),
    pkg('2', 'standard', 'Standard', 50, [44_900, '449 LEI'], [449_000, '4.490 LEI'], [ADS(50), STATS, BUMPS(10)]),
    pkg(
      '3',
      'premium',
      'Premium',
      150,
      [89_900, '899 LEI'],
      [899_000, '8.990 LEI'],
      [
        ADS(150),
        STATS,
        BUMPS(30),
        benefit('premium_badge', 'Insigna Dealer Premium', 'Anunțurile tale urcă în căutări'),
      ],
      true,
    ),
  ],
  subscriptions: [PREMIUM_SUBSCRIPTION, ENDED_STANDARD],
  addOns: [
    {
      code: 'featured_dealer',
      name: 'Dealer recomandat',
      description: 'Apari primul pe /dealeri și pe prima pagină',
      monthlyPrice: money(29_900, '299 LEI'),
      active: false,
    },
  ],
  activeBenefits: [ADS(150), STATS, BUMPS(30)],
};

/** The same account after "Dealer recomandat" was subscribed. */
export const PACKAGES_ACCOUNT_WITH_ADD_ON: PackagesAccount = {
  ...PACKAGES_ACCOUNT,
  subscriptions: [PREMIUM_SUBSCRIPTION, FEATURED_SUBSCRIPTION, ENDED_STANDARD],
  addOns: PACKAGES_ACCOUNT.addOns.map((a) => ({ ...a, active: true })),
  activeBenefits: [...PACKAGES_ACCOUNT.activeBenefits, benefit('featured_dealer', 'Dealer recomandat', 'Apari primul')],
};

/** Events of the load, the change's answers and the refresh every packages page shares. */
export const PACKAGE_ACTION_EVENTS = [
  { type: 'xstate.done.actor.load', output: PACKAGES_ACCOUNT },
  { type: 'xstate.error.actor.load', error: new Error('network') },
  { type: 'load.retry' },
  { type: 'choice.confirm' },
  { type: 'choice.dismiss' },
  { type: 'xstate.done.actor.submit', output: { kind: 'done' } },
  { type: 'xstate.done.actor.submit', output: { kind: 'refused', key: 'errors:billing.accountBlocked' } },
  { type: 'xstate.error.actor.submit', error: new Error('network') },
  { type: 'xstate.done.actor.refresh', output: PACKAGES_ACCOUNT_WITH_ADD_ON },
  { type: 'xstate.error.actor.refresh', error: new Error('network') },
] as const;

/** Plain-words descriptions of those events. */
export const PACKAGE_ACTION_EVENT_DESCRIPTIONS = {
  'load.retry': '„Încearcă din nou” după o încărcare eșuată.',
  'choice.confirm': '„Confirmă” în dialog.',
  'choice.dismiss': '„Renunță” (sau Escape) în dialog.',
  'xstate.done.actor.load': 'Datele contului au sosit.',
  'xstate.error.actor.load': 'Datele contului nu s-au putut încărca.',
  'xstate.done.actor.submit': 'Serverul a răspuns: schimbarea s-a făcut, sau a refuzat-o (cu motivul).',
  'xstate.error.actor.submit': 'Schimbarea nu s-a putut face (rețea).',
  'xstate.done.actor.refresh': 'Contul, citit din nou după schimbare.',
  'xstate.error.actor.refresh': 'Contul nu s-a putut citi din nou.',
};
