/**
 * Why moderation holds an advert (adverts.status 'moderated', adverts.moderation_reason): the codes
 * the publish checks store, and the i18n key of each code's text (my-ads catalogue, `moderation.*`),
 * which the seller reads on /contul-meu/moderated. An unknown or missing code reads as 'other'.
 */

/** Every reason moderation can give, in the order the help page lists them. */
export const MODERATION_REASONS = [
  'forbidden_words',
  'duplicate',
  'price_implausible',
  'contact_in_text',
  'photos_unsuitable',
  'wrong_category',
  'other',
] as const;
/** One reason code, as stored in adverts.moderation_reason. */
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** True for a stored value that is a known code. */
export function isModerationReason(value: unknown): value is ModerationReason {
  return typeof value === 'string' && (MODERATION_REASONS as readonly string[]).includes(value);
}

/** The reason a stored value stands for ('other' for null or an unknown code). */
export function moderationReasonOf(stored: string | null | undefined): ModerationReason {
  return isModerationReason(stored) ? stored : 'other';
}

/** The i18n key of a reason's text (my-ads namespace). */
export function moderationReasonKey(stored: string | null | undefined): string {
  return `my-ads:moderation.${moderationReasonOf(stored)}`;
}
