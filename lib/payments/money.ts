/**
 * Money of the billing screens (docs/billing.md): integer bani, summed as integers and written the
 * way the server's `Money.formatted` writes it ('1.234,56 LEI'), by hand so the server and every
 * browser agree.
 */

/** Integer bani as '1.234,56 LEI' ('100 LEI' without cents), as the server's Money.formatted. */
export function formatBani(bani: number): string {
  const whole = Math.trunc(Math.abs(bani) / 100);
  const cents = Math.abs(bani) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  const text = cents === 0 ? grouped : `${grouped},${String(cents).padStart(2, '0')}`;
  return `${bani < 0 ? '-' : ''}${text} LEI`;
}

/** The sum of integer amounts (bani). */
export function sumBani(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
