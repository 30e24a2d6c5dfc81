/**
 * The sandbox card form's checks in the browser (the server checks again and answers
 * BAD_USER_INPUT with `field`): holder, number (Luhn), MM/YY not past, CVC. Each problem is the
 * server's i18n key for it (errors:billing.card.*), so both say the same words.
 */

/** The fields of the card form, in the order the form shows them. */
export const CARD_FIELDS = ['holder', 'number', 'expiry', 'cvc'] as const;
/** One card form field. */
export type CardField = (typeof CARD_FIELDS)[number];
/** What was typed in the card form. */
export type CardDraft = Readonly<Record<CardField, string>>;
/** i18n keys of the fields' problems. */
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardDraft = { holder: '', number: '', expiry: '', cvc: '' };

/** Digits only. */
export function cardDigits(number: string): string {
  return number.replace(/\D/gu, '');
}

/** The number grouped by four as people read it on the card: '4242 4242 4242 4242'. */
export function groupCardNumber(number: string): string {
  return cardDigits(number)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/gu, '$1 ');
}

/** 'MMYY' typed any way -> 'MM/YY'. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/gu, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The problem of one field, with the server's keys (errors:billing.card.*, the same rules as
 * server/services/billing/sandbox-card.ts); `thisMonth` is 'YYYY-MM' of the server's today.
 */
export function cardFieldProblem(field: CardField, draft: CardDraft, thisMonth: string): string | null {
  const value = draft[field].trim();
  switch (field) {
    case 'holder':
      return value.length < 2 || value.length > 100 || !/\p{L}/u.test(value)
        ? 'errors:billing.card.holderInvalid'
        : null;
    case 'number': {
      const digits = cardDigits(value);
      if (digits === '') return 'errors:billing.card.numberRequired';
      return /[^\d\s]/u.test(value) || digits.length < 12 || digits.length > 19 || !luhnValid(digits)
        ? 'errors:billing.card.numberInvalid'
        : null;
    }
    case 'expiry': {
      if (value === '') return 'errors:billing.card.expiryRequired';
      const match = /^(\d{2})\s*\/\s*(\d{2})$/u.exec(value);
      const month = Number(match?.[1]);
      if (!match || month < 1 || month > 12) return 'errors:billing.card.expiryInvalid';
      const expiry = `20${match[2] ?? ''}-${match[1] ?? ''}`;
      return expiry < thisMonth ? 'errors:billing.card.expiryPast' : null;
    }
    case 'cvc':
      return /^\d{3,4}$/u.test(value) ? null : 'errors:billing.card.cvcInvalid';
  }
}

/** Every field's problem (empty when the card can be sent). */
export function cardProblems(draft: CardDraft, thisMonth: string): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const problem = cardFieldProblem(field, draft, thisMonth);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The extra step's code: six digits. */
export function challengeCodeProblem(code: string): string | null {
  return /^\d{6}$/u.test(code.trim()) ? null : 'errors:billing.challenge.codeInvalid';
}
