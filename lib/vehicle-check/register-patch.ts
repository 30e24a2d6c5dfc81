/**
 * The register's data as posting-form values (lib/posting/posting-values.ts): what the
 * 'Completează din registru' button writes into the wizard. Only what the register knows.
 */
import type { PostingValues } from '@/lib/posting/posting-values';

/** The register fields the patch reads (the GraphQL RegisterData, fuel as the schema's enum). */
export interface RegisterFields {
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly year: number | null;
  readonly fuelType: string | null;
  readonly engineCapacity: number | null;
  readonly enginePower: number | null;
  readonly firstRegistration: string | null;
}

/** The values to merge into the form. */
export type RegisterPatch = Partial<
  Pick<
    PostingValues,
    'makeId' | 'modelId' | 'year' | 'fuelType' | 'engineCapacity' | 'enginePower' | 'firstRegistration'
  >
>;

/** The form values of a register answer; fields the register does not know are left out. */
export function registerPatch(data: RegisterFields): RegisterPatch {
  const patch: { -readonly [K in keyof RegisterPatch]: RegisterPatch[K] } = {};
  if (data.makeId !== null) patch.makeId = data.makeId;
  if (data.modelId !== null) patch.modelId = data.modelId;
  if (data.year !== null) patch.year = String(data.year);
  if (data.fuelType !== null) patch.fuelType = data.fuelType.toLowerCase();
  if (data.engineCapacity !== null) patch.engineCapacity = String(data.engineCapacity);
  if (data.enginePower !== null) patch.enginePower = String(data.enginePower);
  if (data.firstRegistration !== null) patch.firstRegistration = data.firstRegistration;
  return patch;
}
