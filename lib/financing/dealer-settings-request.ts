/**
 * The dealer financing settings request of SPEC §3 and §7: a context (currency, platform, language,
 * partnerId, advertId, sellerUUID) and parameters ({ benefitId }, CREDIT_INTERMEDIARY by default).
 */
import { DEFAULT_BENEFIT_ID, DEFAULT_FINANCING_CONTEXT } from './financing-constants';

/** Who asks: the partner, the advert and its seller. */
export interface DealerSettingsSubject {
  readonly partnerId: string;
  readonly advertId: string;
  readonly sellerUUID: string;
}

/** The request's variables. */
export interface DealerSettingsRequest {
  readonly context: typeof DEFAULT_FINANCING_CONTEXT & DealerSettingsSubject;
  readonly parameters: { readonly benefitId: string };
}

/** The request for `subject`, with the default context and benefit unless another benefit is named. */
export function dealerSettingsRequest(
  subject: DealerSettingsSubject,
  benefitId: string = DEFAULT_BENEFIT_ID,
): DealerSettingsRequest {
  return {
    context: { ...DEFAULT_FINANCING_CONTEXT, ...subject },
    parameters: { benefitId },
  };
}
