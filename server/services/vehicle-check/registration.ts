/**
 * The registration-number decoder (SPEC §2.6 registration-number decoder autofill): the plate's
 * kind and county (counties table), and what the register knows by the plate (and the VIN when
 * the seller typed one).
 */
import { eq } from 'drizzle-orm';
import { decodePlate, type PlateKind } from '@/lib/vehicle-check/plate';
import { normalizeVin, vinProblem } from '@/lib/vehicle-check/vin';
import { counties } from '@/server/db/schema/locations';
import { UserInputError } from '@/server/services/ads.types';
import { cachedSiteWideFlags } from '@/server/services/experiments';
import { countLookup, type LookupVisitor } from './lookup-throttle';
import { registerDataOf, vehicleRegister, type RegisterDataDto } from './register';
import type { VehicleCheckDeps } from './vin-check';

/** Query.decodeRegistration's answer. */
export interface RegistrationDecodeDto {
  readonly plate: string;
  readonly formatted: string;
  readonly kind: Uppercase<PlateKind>;
  readonly county: { code: string; name: string } | null;
  readonly register: RegisterDataDto | null;
}

/** Query.decodeRegistration. A VIN that is not one is ignored (the VIN field says why). */
export async function decodeRegistration(
  deps: VehicleCheckDeps,
  typed: string,
  typedVin: string | null,
  visitor: LookupVisitor,
): Promise<RegistrationDecodeDto> {
  const outcome = decodePlate(typed);
  if ('problem' in outcome)
    throw new UserInputError(
      `errors:vehicleCheck.plate.${outcome.problem}`,
      'This is not a registration number.',
      'plate',
    );
  const { decoded } = outcome;
  await countLookup(deps.db, deps.secret, visitor, deps.now);
  const [county] = decoded.countyCode
    ? await deps.db.select().from(counties).where(eq(counties.code, decoded.countyCode))
    : [];
  const vin = typedVin ? normalizeVin(typedVin) : null;
  const register = vehicleRegister();
  // The register is not asked while registerBanners is off (issue 15): kind and county only then.
  const registerOn = (await cachedSiteWideFlags(deps.db)).registerBanners;
  const record = registerOn
    ? await register.lookup(
        deps.db,
        { vin: vin && vinProblem(vin) === null ? vin : null, plate: decoded.plate },
        deps.now,
      )
    : null;
  return {
    plate: decoded.plate,
    formatted: decoded.formatted,
    kind: decoded.kind.toUpperCase() as Uppercase<PlateKind>,
    county: county ? { code: county.code, name: county.name } : null,
    register: registerDataOf(record, register),
  };
}
