/** Context, events and input of the registration-number field (SPEC §2.6 registration-number decoder autofill). */
import type { LookupOutcome, RegistrationDecode } from '@/lib/vehicle-check/vehicle-check-api';
import type { PlateProblem } from '@/lib/vehicle-check/plate';

/** The plate as the form has it, and the VIN typed (the register is asked by both). */
export interface PlateDecoderInput {
  readonly plate: string;
  readonly vin: string;
}

export interface PlateDecoderContext {
  /** As typed. */
  readonly plate: string;
  readonly vin: string;
  /** Why the plate is not a Romanian one, found in the browser. */
  readonly problem: PlateProblem | null;
  /** The server's answer: kind, county, the register's data. */
  readonly decoded: RegistrationDecode | null;
  /** i18n key of the server's refusal. */
  readonly refusal: string | null;
}

export type PlateDecoderEvent =
  /** A keystroke (or paste) in the field. */
  | { type: 'plate.change'; value: string }
  /** The field lost focus: decode now. */
  | { type: 'plate.blur' }
  /** 'Încearcă din nou'. */
  | { type: 'plate.retry' }
  /** The VIN field changed: the next lookup sends it along (no new lookup by itself). */
  | { type: 'vin.update'; vin: string };

/** What the decode actor answers. */
export type PlateDecodeOutcome = LookupOutcome<RegistrationDecode>;

/** What the decode actor gets. */
export interface PlateDecodeRequest {
  readonly plate: string;
  /** null when no VIN is typed. */
  readonly vin: string | null;
}
