/**
 * Text rules of the advert's title and description (SPEC §5 "Text fields: 'too many punctuation
 * marks' and 'Too many capitals'"). The posting machine shows them as the seller types and the
 * server applies them on publish; the messages are errors:postingPrice.* (textRuleI18nKey).
 *
 * Thresholds (documented in docs/ad-strength.md, "Text rules"):
 * - capitals: among the letters of words of at least 4 letters (acronyms such as BMW, TDI, ABS,
 *   4x4 are left out), more than 30 % capitals, once there are at least 10 such letters;
 * - punctuation: a run of 3 or more '!' / '?' ('!!!', '?!?'), or of 4 or more of one other mark
 *   ('....', '----', '****'; an ellipsis '...' is fine); or 'loud' marks (! ? * # ~ = _ ^ | $ €)
 *   making more than 5 % of the non-space characters once there are at least 20 of them.
 *   Ordinary punctuation (. , - : ; ( ) / + %) never counts towards the share: lists and
 *   specifications use it all the time.
 */

/** A broken text rule. */
export type TextRuleCode = 'tooManyPunctuation' | 'tooManyCapitals';
/** The field a text belongs to. */
export type TextRuleField = 'title' | 'description';

/** The thresholds of one field. */
export interface TextRuleThresholds {
  /** Capitals may be at most this share of the counted letters… */
  readonly maxCapitalShare: number;
  /** …checked once there are at least this many counted letters. */
  readonly minLettersForCapitals: number;
  /** Words shorter than this are not counted (acronyms). */
  readonly minWordLetters: number;
  /** Longest allowed run of '!' / '?' marks. */
  readonly maxShoutRun: number;
  /** Longest allowed run of one other punctuation mark. */
  readonly maxMarkRun: number;
  /** Loud marks may be at most this share of the non-space characters… */
  readonly maxLoudShare: number;
  /** …checked once there are at least this many non-space characters. */
  readonly minCharsForLoudShare: number;
}

const BASE: TextRuleThresholds = {
  maxCapitalShare: 0.3,
  minLettersForCapitals: 10,
  minWordLetters: 4,
  maxShoutRun: 2,
  maxMarkRun: 3,
  maxLoudShare: 0.05,
  minCharsForLoudShare: 20,
};

/** The same thresholds for both fields; kept per field so either can be tuned alone. */
export const TEXT_RULE_THRESHOLDS: Readonly<Record<TextRuleField, TextRuleThresholds>> = {
  title: BASE,
  description: BASE,
};

const LOUD = /[!?*#~=_^|$€]/gu;

/** True when capitals make too large a share of the letters of the longer words. */
function hasTooManyCapitals(text: string, t: TextRuleThresholds): boolean {
  let letters = 0;
  let capitals = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if ([...word].length < t.minWordLetters) continue;
    for (const char of word) {
      letters += 1;
      if (/\p{Lu}/u.test(char)) capitals += 1;
    }
  }
  return letters >= t.minLettersForCapitals && capitals / letters > t.maxCapitalShare;
}

/** True for a run of shouting marks or of one repeated mark, or too many loud marks overall. */
function hasTooMuchPunctuation(text: string, t: TextRuleThresholds): boolean {
  const shoutRun = new RegExp(`[!?¡¿]{${t.maxShoutRun + 1},}`, 'u');
  if (shoutRun.test(text)) return true;
  const markRun = new RegExp(`([\\p{P}\\p{S}])\\1{${t.maxMarkRun},}`, 'u');
  if (markRun.test(text)) return true;
  const chars = text.replace(/\s+/gu, '').length;
  if (chars < t.minCharsForLoudShare) return false;
  return (text.match(LOUD) ?? []).length / chars > t.maxLoudShare;
}

/** The rules `text` breaks, punctuation first; [] for an acceptable (or empty) text. */
export function textRuleErrors(text: string, field: TextRuleField): TextRuleCode[] {
  const t = TEXT_RULE_THRESHOLDS[field];
  const errors: TextRuleCode[] = [];
  if (hasTooMuchPunctuation(text, t)) errors.push('tooManyPunctuation');
  if (hasTooManyCapitals(text, t)) errors.push('tooManyCapitals');
  return errors;
}

/** The errors-namespace key of a rule's message ("Prea multe majuscule"). */
export function textRuleI18nKey(code: TextRuleCode): `postingPrice.${TextRuleCode}` {
  return `postingPrice.${code}`;
}
