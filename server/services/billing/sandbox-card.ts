/**
 * The sandbox provider's card rules (billing.graphql, SandboxCardInput): field checks of the card
 * form and what each test card does. Pure: the service applies them.
 */
import type { PaymentFailureCode } from './payment-provider';

/** The card form's fields, in the order they are checked. */
export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

/** A refused field: its name and the errors:billing.card.* key. */
export interface CardFieldError {
  field: CardField;
  key: string;
}

/** The code the extra (3-D Secure style) step accepts. */
export const SANDBOX_CHALLENGE_CODE = '123456';

/** What the sandbox does with a test card. */
export type SandboxCardOutcome =
  { kind: 'succeed' } | { kind: 'challenge' } | { kind: 'fail'; failure: PaymentFailureCode };

/** The test cards (digits only) and their outcome; any other valid number is declined. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxCardOutcome>> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': { kind: 'fail', failure: 'DECLINED' },
  '4000000000009995': { kind: 'fail', failure: 'INSUFFICIENT_FUNDS' },
  '4000000000000069': { kind: 'fail', failure: 'EXPIRED_CARD' },
  '4000000000000119': { kind: 'fail', failure: 'PROVIDER_UNAVAILABLE' },
  '4000000000003220': { kind: 'challenge' },
};

/** The number without spaces (and dashes); the form allows them. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when `digits` passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY (spaces around the slash allowed) as month and full year, or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Every refused field of the card form (empty: the form is valid) as of `now` (UTC month). */
export function cardFieldErrors(
  input: { number: string; expiry: string; cvc: string; holder: string },
  now: Date,
): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const digits = cardDigits(input.number);
  if (digits === '') errors.push({ field: 'number', key: 'errors:billing.card.numberRequired' });
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    errors.push({ field: 'number', key: 'errors:billing.card.numberInvalid' });
  const expiry = parseExpiry(input.expiry);
  if (input.expiry.trim() === '') errors.push({ field: 'expiry', key: 'errors:billing.card.expiryRequired' });
  else if (!expiry) errors.push({ field: 'expiry', key: 'errors:billing.card.expiryInvalid' });
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.push({ field: 'expiry', key: 'errors:billing.card.expiryPast' });
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.push({ field: 'cvc', key: 'errors:billing.card.cvcInvalid' });
  const holder = input.holder.trim();
  if (holder.length < 2 || holder.length > 100 || !/\p{L}/u.test(holder))
    errors.push({ field: 'holder', key: 'errors:billing.card.holderInvalid' });
  return errors;
}

/** What the sandbox does with a valid card number. */
export function sandboxOutcome(number: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS[cardDigits(number)] ?? { kind: 'fail', failure: 'DECLINED' };
}
