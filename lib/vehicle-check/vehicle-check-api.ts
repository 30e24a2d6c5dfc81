/**
 * The VIN and registration fields' browser calls (docs/vehicle-check.md). The documents and the
 * on-demand Apollo client are imported at the first check, never with the page. A refusal the
 * field can show (BAD_USER_INPUT with an i18n key) is an answer, not an error; anything else
 * (network, server) rejects, and the field offers a retry.
 */
import { getApolloClient } from '@/lib/graphql/browser-apollo';
import type { VehicleCheck_CheckVin, VehicleCheck_DecodeRegistration } from '@/lib/graphql/generated/operations';

/** A VIN check as the server answers it. */
export type VinCheck = VehicleCheck_CheckVin['checkVin'];
/** A decoded registration number. */
export type RegistrationDecode = VehicleCheck_DecodeRegistration['decodeRegistration'];
/** What the register knows (sandbox data says so). */
export type RegisterData = NonNullable<VinCheck['register']>;

/** What a call came to: the answer, or the server's refusal (its i18n key). */
export type LookupOutcome<T> =
  { readonly kind: 'answered'; readonly answer: T } | { readonly kind: 'refused'; readonly key: string };

/** The seller's choice the VIN is compared with. */
export interface VinCheckRequest {
  readonly vin: string;
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly year: number | null;
  readonly advertId: string | null;
}

function refusalOf(error: unknown): { kind: 'refused'; key: string } | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const extensions = Array.isArray(errors)
    ? ((errors[0] as { extensions?: Record<string, unknown> } | undefined)?.extensions ?? {})
    : {};
  const key = extensions['i18nKey'];
  return extensions['code'] === 'BAD_USER_INPUT' && typeof key === 'string' ? { kind: 'refused', key } : null;
}

function outcomeOf<T>(result: { data?: unknown; error?: unknown }, pick: (data: never) => T): LookupOutcome<T> {
  if (result.error) {
    const refusal = refusalOf(result.error);
    if (refusal) return refusal;
    throw result.error instanceof Error ? result.error : new Error('GraphQL error');
  }
  if (!result.data) throw new Error('no data');
  return { kind: 'answered', answer: pick(result.data as never) };
}

/** Checks a VIN against the seller's make, model and year. */
export async function checkVin(request: VinCheckRequest, signal?: AbortSignal): Promise<LookupOutcome<VinCheck>> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.VehicleCheck_CheckVinDocument,
    variables: { input: request },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    context: { fetchOptions: { signal } },
  });
  return outcomeOf(result, (data: VehicleCheck_CheckVin) => data.checkVin);
}

/** Decodes a registration number (with the VIN, when typed, for the register). */
export async function decodeRegistration(
  plate: string,
  vin: string | null,
  signal?: AbortSignal,
): Promise<LookupOutcome<RegistrationDecode>> {
  const [ops, client] = await Promise.all([import('@/lib/graphql/generated/operations'), getApolloClient()]);
  const result = await client.query({
    query: ops.VehicleCheck_DecodeRegistrationDocument,
    variables: { plate, vin },
    fetchPolicy: 'no-cache',
    errorPolicy: 'all',
    context: { fetchOptions: { signal } },
  });
  return outcomeOf(result, (data: VehicleCheck_DecodeRegistration) => data.decodeRegistration);
}
