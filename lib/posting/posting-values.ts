/**
 * What the posting wizard holds (docs/posting.md): every field as the form has it — text as typed,
 * ids of chosen options — so autosave never refuses or rewrites anything. The server validates
 * only on publish (server/services/posting-validate.ts), with the same rules the machine shows.
 *
 * This is the shape of advert_drafts.data and of the GraphQL PostingValuesInput.
 */

/** Gross price is entered directly, or the net price is entered and the gross shown (SPEC §9). */
export type PriceKind = 'gross' | 'net';
/** A currency of a price. */
export type PostingCurrency = 'EUR' | 'LEI';

export interface PostingValues {
  // Vehicle identity
  vin: string;
  registrationNumber: string;
  /** YYYY-MM (month of the first registration), or ''. */
  firstRegistration: string;
  makeId: number | null;
  modelId: number | null;
  generationId: number | null;
  versionId: number | null;
  /** The seller agreed that the national register checks the vehicle (SPEC §4 'Verified details'). */
  registerConsent: boolean;
  /** A new vehicle (never registered). */
  isNew: boolean;
  // Details
  year: string;
  mileage: string;
  enginePower: string;
  engineCapacity: string;
  /** A FuelCode ('diesel', ...) or ''. */
  fuelType: string;
  /** 'manual' | 'automatic' | ''. */
  gearbox: string;
  bodyType: string;
  doorCount: string;
  color: string;
  /** Machinery. */
  operatingHours: string;
  /** Trucks, trailers, machinery: total weight in kg. */
  weightKg: string;
  /** Parts: a PartTypeCode or ''. */
  partType: string;
  /** Parts: the donor / compatible vehicle. */
  compatibleMakeId: number | null;
  compatibleModelId: number | null;
  /** Equipment codes (the catalogue's lists). */
  equipment: string[];
  title: string;
  description: string;
  // Price and place
  price: string;
  priceKind: PriceKind;
  currency: PostingCurrency;
  cityId: number | null;
}

/** An empty form. */
export const EMPTY_POSTING_VALUES: PostingValues = {
  vin: '',
  registrationNumber: '',
  firstRegistration: '',
  makeId: null,
  modelId: null,
  generationId: null,
  versionId: null,
  registerConsent: false,
  isNew: false,
  year: '',
  mileage: '',
  enginePower: '',
  engineCapacity: '',
  fuelType: '',
  gearbox: '',
  bodyType: '',
  doorCount: '',
  color: '',
  operatingHours: '',
  weightKg: '',
  partType: '',
  compatibleMakeId: null,
  compatibleModelId: null,
  equipment: [],
  title: '',
  description: '',
  price: '',
  priceKind: 'gross',
  currency: 'EUR',
  cityId: null,
};
