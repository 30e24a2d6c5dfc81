/**
 * The package calculator (docs/billing.md "Package calculator"). The rule: for each offered
 * package that includes at least `ads` active adverts, the monthly cost is the package (monthly
 * price, or the yearly price / 12 rounded half up) plus the featured-dealer add-on when asked, both
 * with VAT, plus the bumps beyond the package's included ones bought with credits (15 credits = 15
 * LEI each, VAT included). The cheapest wins (a tie goes to the larger package); the saving is
 * against the next cheaper package that also fits (0 when there is none).
 */
import type { Db } from '@/server/db/client';
import { lei } from '@/lib/billing/money';
import { vatOf } from '@/lib/billing/vat';
import type { Locale } from '@/lib/i18n/i18n-config';
import { UserInputError } from '../ads.types';
import { benefitsOf, listProducts, packageDto, PERIOD_IN, runningSubscriptions, type ProductRow } from './catalogue';
import { billingT } from './billing-i18n';
import type { BillingSettings } from './billing-settings';
import { money, type PackageCalculatorInput, type PackageRecommendationDto } from './billing.types';

/** Credits of one bump (docs/billing.md "Promotions"); 1 credit = 1 LEI, VAT included. */
export const BUMP_CREDITS = 15;
/** Most bumps a month the calculator takes. */
export const CALCULATOR_MAX_BUMPS = 10_000;

interface Estimate {
  product: ProductRow;
  packageNet: number;
  addOnNet: number;
  vat: number;
  extraBumps: number;
  total: number;
}

function estimate(
  product: ProductRow,
  includedBumps: number,
  input: PackageCalculatorInput,
  featuredNet: number,
  rate: number,
): Estimate {
  const yearly = product.yearlyPriceBani ?? product.monthlyPriceBani * 12;
  const packageNet = input.period === 'YEARLY' ? Math.floor((yearly + 6) / 12) : product.monthlyPriceBani;
  const addOnNet = input.featuredDealer ? featuredNet : 0;
  const vat = vatOf(packageNet + addOnNet, rate);
  const extraBumps = Math.max(0, input.bumpsPerMonth - includedBumps);
  return {
    product,
    packageNet,
    addOnNet,
    vat,
    extraBumps,
    total: packageNet + addOnNet + vat + extraBumps * lei(BUMP_CREDITS),
  };
}

/** The package that costs least a month for what the dealer expects to use. */
export async function packageCalculator(
  db: Db,
  accountId: string | null,
  input: PackageCalculatorInput,
  settings: BillingSettings,
  locale: Locale,
): Promise<PackageRecommendationDto> {
  if (!PERIOD_IN[input.period]) throw new UserInputError('errors:billing.badPeriod', 'Monthly or yearly.', 'period');
  if (!Number.isInteger(input.bumpsPerMonth) || input.bumpsPerMonth < 0 || input.bumpsPerMonth > CALCULATOR_MAX_BUMPS)
    throw new UserInputError('errors:billing.calculatorBumps', 'Between 0 and 10.000 bumps a month.', 'bumpsPerMonth', {
      max: CALCULATOR_MAX_BUMPS,
    });
  const products = await listProducts(db);
  const packages = products.filter((p) => p.kind === 'package' && p.offered);
  const largest = Math.max(0, ...packages.map((p) => p.adsIncluded ?? 0));
  if (!Number.isInteger(input.ads) || input.ads < 1 || input.ads > largest)
    throw new UserInputError('errors:billing.calculatorAds', `Between 1 and ${String(largest)} adverts.`, 'ads', {
      max: largest,
    });
  const featured = products.find((p) => p.code === 'featured_dealer');
  const benefits = await benefitsOf(
    db,
    packages.map((p) => p.id),
  );
  const bumpsOf = (p: ProductRow) => benefits.get(p.id)?.find((b) => b.code === 'bumps')?.quantity ?? 0;
  const fitting = packages
    .filter((p) => (p.adsIncluded ?? 0) >= input.ads)
    .map((p) => estimate(p, bumpsOf(p), input, featured?.monthlyPriceBani ?? 0, settings.vatRatePercent));
  const best = [...fitting].sort(
    (a, b) => a.total - b.total || (b.product.adsIncluded ?? 0) - (a.product.adsIncluded ?? 0),
  )[0];
  if (!best) throw new Error('no package fits, though the input was checked');
  const cheaper = fitting
    .filter((e) => e.product.monthlyPriceBani < best.product.monthlyPriceBani)
    .sort((a, b) => b.product.monthlyPriceBani - a.product.monthlyPriceBani)[0];
  const t = await billingT(locale);
  const running = accountId ? await runningSubscriptions(db, accountId) : [];
  const name = (p: ProductRow) => t(`product.${p.code}.name`, { defaultValue: p.name });
  const lines = [
    {
      description: t('calculator.package', { name: name(best.product), period: t(`period.${input.period}`) }),
      quantity: 1,
      unitPrice: money(best.packageNet),
      net: money(best.packageNet),
    },
  ];
  if (best.addOnNet > 0)
    lines.push({
      description: t('calculator.featuredDealer'),
      quantity: 1,
      unitPrice: money(best.addOnNet),
      net: money(best.addOnNet),
    });
  lines.push({
    description: t('calculator.vat', { rate: settings.vatRatePercent }),
    quantity: 1,
    unitPrice: money(best.vat),
    net: money(best.vat),
  });
  if (best.extraBumps > 0)
    lines.push({
      description: t('calculator.extraBumps', { count: best.extraBumps, credits: BUMP_CREDITS }),
      quantity: best.extraBumps,
      unitPrice: money(lei(BUMP_CREDITS)),
      net: money(best.extraBumps * lei(BUMP_CREDITS)),
    });
  return {
    package: packageDto(
      t,
      best.product,
      benefits.get(best.product.id) ?? [],
      running.some((s) => s.productId === best.product.id),
    ),
    monthlyTotal: money(best.total),
    monthlySaving: money(cheaper ? Math.max(0, cheaper.total - best.total) : 0),
    lines,
  };
}
