/**
 * The numbers the site-wide financing widgets show (docs/financing.md, "The widgets"): the footer's
 * example, the listing card's "de la X lei/lună" and the filters dialog's inverse (the largest price
 * a monthly budget pays for). All use the listing card's simulation of SPEC §9.
 */
import type { ListingQuery } from '@/lib/listing/listing-query';
import { categoryBySlug } from '@/lib/routes/categories';
import { LISTING_CARD_SIMULATION, TERM_OPTIONS, type SimulationSettings } from './financing-constants';
import type { FinancingAdvertInfo } from './financing.types';
import { listingCardDefaults } from './loan-defaults';
import { annuityInstalment, loanCost } from './loan-maths';
import { clamp, denoise } from './money';

/** A simulation as a widget shows it. */
export interface WidgetSimulation {
  /** Lei. */
  readonly credit: number;
  readonly months: number;
  /** Lei, rounded to bani. */
  readonly monthlyInstalment: number;
  /** Percent, 2 decimals. */
  readonly daePercent: number;
  /** The nominal annual rate, percent. */
  readonly annualRatePercent: number;
}

function simulate(credit: number, months: number, annualRatePercent: number): WidgetSimulation {
  const cost = loanCost({ credit, months, annualRatePercent });
  return { credit, months, monthlyInstalment: cost.monthlyInstalment, daePercent: cost.daePercent, annualRatePercent };
}

/** The footer's example: the card's default simulation (50 000 lei, 60 months, 16.2 %). */
export function footerExample(): WidgetSimulation {
  const { credit, instalments, annualRatePercent } = listingCardDefaults();
  return simulate(credit, instalments, annualRatePercent);
}

/**
 * The listing card's simulation of an advert priced `price` lei: the credit is the price (whole lei)
 * kept within the card's credit bounds (1 500–200 000), over the card's default term (60 months, the
 * longest it allows, hence "de la": the lowest instalment) at its rate.
 */
export function cardSimulation(
  price: number,
  settings: SimulationSettings = LISTING_CARD_SIMULATION,
): WidgetSimulation {
  const credit = clamp(Math.round(price), settings.credit);
  return simulate(credit, settings.instalments.defaultValue, settings.annualRatePercent);
}

/** The monthly budget the filters dialog accepts, in lei (not in the SPEC; docs/financing.md). */
export const BUDGET_BOUNDS = { min: 50, max: 50_000 } as const;
/** The terms the filters dialog offers: the card's terms of 12–60 months. */
export const FILTER_TERMS: readonly number[] = TERM_OPTIONS.filter(
  (months) => months >= 12 && months <= LISTING_CARD_SIMULATION.instalments.max,
);

/**
 * The largest whole-lei price whose credit (the whole price) a `monthlyBudget` pays over `months`
 * at the card's rate: the inverse of the annuity, P = A · (1 − (1 + r)^−n) / r (P = A · n at 0 %),
 * floored, so its instalment never exceeds the budget.
 */
export function largestPriceForBudget(
  monthlyBudget: number,
  months: number,
  annualRatePercent: number = LISTING_CARD_SIMULATION.annualRatePercent,
): number {
  if (!(monthlyBudget > 0) || !Number.isInteger(months) || months <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  const present = r === 0 ? monthlyBudget * months : (monthlyBudget * (1 - (1 + r) ** -months)) / r;
  let price = Math.floor(denoise(present));
  // The floor of a float can sit one leu high; step down until the instalment fits.
  while (price > 0 && annuityInstalment(price, annualRatePercent, months) > monthlyBudget + 1e-9) price -= 1;
  return price;
}

/** What a typed budget is wrong with: an i18n key of financing-widgets' `filter.errors`. */
export type BudgetProblem = 'budgetNumber' | 'budgetRange';

/** A budget as typed ('1.500', '1500', '1 500,50'): the amount, or the problem. */
export function readBudget(
  text: string,
  parse: (raw: string) => number | null,
): { amount: number; problem: null } | { amount: null; problem: BudgetProblem } {
  const amount = parse(text);
  if (amount === null || !Number.isFinite(amount)) return { amount: null, problem: 'budgetNumber' };
  if (amount < BUDGET_BOUNDS.min || amount > BUDGET_BOUNDS.max) return { amount: null, problem: 'budgetRange' };
  return { amount, problem: null };
}

/** What a listing card carries that financing reads (a subset of AdvertCardView). */
export interface CardAdvert {
  readonly id: string;
  readonly categorySlug: string;
  readonly price: { readonly amountLei: number };
  readonly seller: { readonly id: string };
}

/**
 * The listing's advert info map (SPEC §3 "Advert info used by financing") from its cards: rawPrice is
 * the lei price (a number: the SPEC's second reading), the category id from the route table's
 * categories, the seller's id. A card whose category is unknown has no entry (the card is ERROR).
 * userPackage is not on a card: the card does not decide dealer financing (the redirect does).
 */
export function advertInfoMap(cards: readonly CardAdvert[]): ReadonlyMap<string, FinancingAdvertInfo> {
  const map = new Map<string, FinancingAdvertInfo>();
  for (const card of cards) {
    const category = categoryBySlug(card.categorySlug);
    if (!category) continue;
    map.set(card.id, {
      id: card.id,
      rawPrice: card.price.amountLei,
      categoryName: category.name,
      categoryId: category.id,
      sellerId: card.seller.id || null,
    });
  }
  return map;
}

/**
 * The listing search with its maximum price set to `maxPrice` lei (the filters dialog's apply): the
 * price filter in LEI, gross; a minimum price is kept when it is in LEI and not above the new
 * maximum; the search starts again at the first page.
 */
export function searchWithMaxPrice(query: ListingQuery, maxPrice: number): ListingQuery {
  const [min] = query.ranges.price ?? [null, null];
  const keepMin = query.currency === 'LEI' && min !== null && min <= maxPrice ? min : null;
  return {
    ...query,
    ranges: { ...query.ranges, price: [keepMin, maxPrice] },
    currency: 'LEI',
    priceKind: 'GROSS',
    after: null,
    before: null,
  };
}

/**
 * How many results come before the shown page, so a card's place in the results (tracking's
 * result_position, the link's `pozitie`) counts from the first result of the search. Pages are
 * full except the last (keyset pages of one size): a page with a next one has `shown` results, as
 * every page before it; the last page holds the last `shown` of `totalCount`.
 */
export function resultsBefore(
  page: { readonly pageNumber: number; readonly hasNextPage: boolean },
  shown: number,
  totalCount: number,
): number {
  if (page.pageNumber <= 1 || shown <= 0) return 0;
  if (page.hasNextPage) return (page.pageNumber - 1) * shown;
  return Math.max(0, totalCount - shown);
}
