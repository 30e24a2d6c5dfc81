/** The register the checks ask, and its answer as the GraphQL layer gives it. */
import type { RegisterRecord, VehicleRegister } from './register.types';
import { sandboxRegister } from './sandbox-register';

/** The configured register. Only the sandbox exists; a real one would be chosen here by configuration. */
export function vehicleRegister(): VehicleRegister {
  return sandboxRegister;
}

/** A register answer with the fuel as the schema's enum and the sandbox flag. */
export interface RegisterDataDto extends Omit<RegisterRecord, 'fuelType'> {
  readonly fuelType: Uppercase<NonNullable<RegisterRecord['fuelType']>> | null;
  readonly sandbox: boolean;
}

/** The DTO of a register answer (null stays null). */
export function registerDataOf(record: RegisterRecord | null, register: VehicleRegister): RegisterDataDto | null {
  if (!record) return null;
  return {
    ...record,
    fuelType: record.fuelType ? (record.fuelType.toUpperCase() as RegisterDataDto['fuelType']) : null,
    sandbox: register.sandbox,
  };
}
