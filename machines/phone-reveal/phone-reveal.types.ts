/** Context, events and input of the phone reveal (SPEC §2.6 'see number'). */
import type { PhoneOutcome } from '@/lib/ads/phone-api';

/** The advert whose seller's number is revealed. */
export interface PhoneRevealInput {
  readonly advertId: string;
}

export interface PhoneRevealContext {
  readonly advertId: string;
  /** The full number (digits), once the server gave it; null before. */
  readonly phone: string | null;
  /** i18n key of the server's refusal (too many reveals, advert gone); null otherwise. */
  readonly refusal: string | null;
}

/** 'Vezi numărul' (in the seller box or the sticky bar; also the retry). */
export type PhoneRevealEvent = { type: 'phone.reveal' };

export type { PhoneOutcome };
