/** Price formatting as shown on cards and the ad page: '12.500 EUR', '45.000 LEI'. */
import { formatNumber } from './number';

/** The currencies an advert can be priced in (mirrors the GraphQL enum Currency). */
export type Currency = 'LEI' | 'EUR';

/** A price amount with its currency code, rounded to whole units: '12.500 EUR'. */
export function formatPrice(amount: number, currency: Currency): string {
  return `${formatNumber(amount)} ${currency}`;
}
