/** What a package change does (docs/billing.md): the cases of changePackage, priced as the server prices them. */
import { changeTerms, prorataBani, type ChangeCurrent } from './package-change';

const START = { code: 'start', monthlyBani: 19_900, yearlyBani: 199_000 };
const STANDARD = { code: 'standard', monthlyBani: 44_900, yearlyBani: 449_000 };
const PREMIUM = { code: 'premium', monthlyBani: 89_900, yearlyBani: 899_000 };

const ON_STANDARD: ChangeCurrent = {
  code: 'standard',
  period: 'MONTHLY',
  priceBani: 44_900,
  monthlyBani: 44_900,
  currentPeriodStart: '2026-03-01',
  currentPeriodEnd: '2026-03-31',
  pending: false,
};

describe('changeTerms', () => {
  it('without a package, starts today and invoices the first period now', () => {
    expect(changeTerms(null, PREMIUM, 'YEARLY', '2026-03-17')).toEqual({
      kind: 'start',
      from: '2026-03-17',
      netBani: 899_000,
    });
  });

  it('a dearer package applies at once, the pro rata of the days left (today included) on the next invoice', () => {
    expect(changeTerms(ON_STANDARD, PREMIUM, 'MONTHLY', '2026-03-17')).toEqual({
      kind: 'upgrade',
      from: '2026-03-17',
      // (899 − 449) × 15 / 31 days, rounded half up: the server's figure (subscriptions.test.ts).
      prorataNetBani: 21_774,
      daysLeft: 15,
      nextInvoiceOn: '2026-04-01',
      periodFrom: null,
    });
    expect(prorataBani(44_900, 89_900, '2026-03-01', '2026-03-31', '2026-03-17')).toBe(21_774);
  });

  it('a dearer package paid yearly: at once, the yearly payment from the next period', () => {
    expect(changeTerms(ON_STANDARD, PREMIUM, 'YEARLY', '2026-03-31')).toMatchObject({
      kind: 'upgrade',
      daysLeft: 1,
      prorataNetBani: 1_452,
      periodFrom: '2026-04-01',
    });
  });

  it('a cheaper package or another period applies from the next period, at its price', () => {
    expect(changeTerms(ON_STANDARD, START, 'MONTHLY', '2026-03-17')).toEqual({
      kind: 'nextPeriod',
      from: '2026-04-01',
      netBani: 19_900,
    });
    expect(changeTerms(ON_STANDARD, STANDARD, 'YEARLY', '2026-03-17')).toEqual({
      kind: 'nextPeriod',
      from: '2026-04-01',
      netBani: 449_000,
    });
  });

  it('the current package again undoes a pending change; with nothing pending it is the same package', () => {
    expect(changeTerms({ ...ON_STANDARD, pending: true }, STANDARD, 'MONTHLY', '2026-03-17')).toEqual({ kind: 'keep' });
    expect(changeTerms(ON_STANDARD, STANDARD, 'MONTHLY', '2026-03-17')).toEqual({ kind: 'same' });
  });
});
