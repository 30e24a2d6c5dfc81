/**
 * What the VIN reveal's machine and screens share without the GraphQL client: the refusal of a
 * challenge (its i18n key) and how a failure is told to the person.
 */

/** A challenge refused before any work (the advert has no VIN, or is no longer active): its i18n key. */
export class VinRefusal extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'VinRefusal';
  }
}

/** The i18n key a failed step shows: the server's refusal, else 'the server did not answer'. */
export function vinFailureKey(error: unknown): string {
  return error instanceof VinRefusal ? error.key : 'advert:vin.failed';
}

/** The configured history-report provider, as /vehicle-history-report/provider shows it. */
export interface HistoryProviderProps {
  readonly provider: { readonly id: string; readonly sandbox: boolean; readonly priceLei: number };
}
