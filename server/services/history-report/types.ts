/**
 * The vehicle history report (SPEC §2.2 vehicle-history-report provider, §2.6): what a provider is
 * given about a vehicle, what it answers, and the adapter every provider implements. Only the
 * sandbox exists today (sandbox.ts); a paid provider would implement the same interface.
 */

/** What the report is asked for: the VIN and what the advert says about the vehicle. */
export interface VehicleFacts {
  readonly vin: string;
  readonly advertId: string;
  readonly make: string | null;
  readonly model: string | null;
  /** The advert's model year. */
  readonly year: number | null;
  /** The advert's mileage in km. */
  readonly mileage: number | null;
  /** First registration as YYYY-MM-DD, when the seller gave it. */
  readonly firstRegistration: string | null;
}

/** A meter reading (technical inspection, service, registration). */
export interface MileageReading {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly km: number;
  readonly source: 'registration' | 'inspection' | 'service';
}

/** A recorded damage or insurance claim. */
export interface DamageRecord {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly kind: 'bodywork' | 'glass' | 'mechanical';
  /** Repair estimate in LEI. */
  readonly amountLei: number;
}

/** What a provider reports on one VIN. */
export interface HistoryReport {
  readonly provider: { readonly id: string; readonly sandbox: boolean };
  readonly vin: string;
  /** ISO date-time the report was made (the sandbox uses the request's clock). */
  readonly generatedAt: string;
  /** Decoded from the VIN itself (ISO 3779): manufacturer code, make, country, model year. */
  readonly decoded: {
    readonly wmi: string;
    readonly manufacturer: string | null;
    /** ISO 3166 alpha-2 country of the manufacturer code, when known. */
    readonly country: string | null;
    readonly modelYear: number | null;
  };
  readonly make: string | null;
  readonly model: string | null;
  readonly ownersCount: number;
  /** First registration in Romania, YYYY-MM-DD. */
  readonly registeredInRomania: string;
  /** Whether it came into Romania already registered abroad. */
  readonly imported: boolean;
  readonly mileageReadings: readonly MileageReading[];
  readonly damages: readonly DamageRecord[];
  /** Not listed as stolen in the checked registers. */
  readonly stolen: false;
}

/** A history-report provider (the adapter). */
export interface HistoryReportProvider {
  /** Stable id, also the i18n key of its name (history:provider.<id>.name). */
  readonly id: string;
  /** A sandbox provider: made-up data, labelled so in the UI and the PDF. */
  readonly sandbox: boolean;
  /** What a report costs the buyer, in LEI (0: free). */
  readonly priceLei: number;
  report(facts: VehicleFacts, now: Date): Promise<HistoryReport>;
}
