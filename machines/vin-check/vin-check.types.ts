/** Context, events and input of the VIN field (SPEC §2.6 VIN verification, §4 VIN check results). */
import type { LookupOutcome, VinCheck } from '@/lib/vehicle-check/vehicle-check-api';
import type { VinProblem } from '@/lib/vehicle-check/vin';

/** The seller's make, model and year the VIN is compared with (null: not chosen yet). */
export interface ChosenVehicle {
  readonly makeId: number | null;
  readonly modelId: number | null;
  readonly year: number | null;
}

/** The VIN as the form has it, the vehicle chosen, and the advert being edited (its own VIN is no duplicate). */
export interface VinCheckInput {
  readonly vin: string;
  readonly vehicle: ChosenVehicle;
  readonly advertId: string | null;
}

export interface VinCheckContext {
  /** As typed. */
  readonly vin: string;
  readonly vehicle: ChosenVehicle;
  readonly advertId: string | null;
  /** Why the VIN is not one, found in the browser (shown once typing paused or the field was left). */
  readonly problem: VinProblem | null;
  /** The server's answer. */
  readonly check: VinCheck | null;
  /** i18n key of the server's refusal (too many checks, a malformed VIN). */
  readonly refusal: string | null;
}

export type VinCheckEvent =
  /** A keystroke (or paste) in the VIN field. */
  | { type: 'vin.change'; value: string }
  /** The field lost focus: check now instead of waiting for the pause. */
  | { type: 'vin.blur' }
  /** 'Încearcă din nou' after a failure or a refusal. */
  | { type: 'vin.retry' }
  /** The make, model or year chosen elsewhere in the form changed: the VIN is compared again. */
  | ({ type: 'vehicle.change' } & ChosenVehicle);

/** What the check actor answers. */
export type VinCheckOutcome = LookupOutcome<VinCheck>;

/** What the check actor gets. */
export interface VinCheckRequestInput {
  readonly vin: string;
  readonly vehicle: ChosenVehicle;
  readonly advertId: string | null;
}
