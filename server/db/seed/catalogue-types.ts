/** Shapes of the hand-written catalogue data (catalogue-*.ts) turned into rows by catalogue.ts. */
import type { FuelCode, GearboxCode } from '../schema/catalogue';
import type { BodyTypeCode } from './equipment-data';

/**
 * [version name, fuel, cm³, CP, gearbox, first year, last year]; nulls where a machine has no
 * such property. Without years the engine was offered over the whole model; with them, only the
 * generations overlapping those years get it (and the version carries the overlap as its years).
 */
export type EngineSeed = readonly [
  name: string,
  fuel: FuelCode | null,
  capacity: number | null,
  power: number | null,
  gearbox: GearboxCode | null,
  from?: number,
  to?: number | null,
];

/** [generation name, first year, last year or null while in production]. */
export type GenerationSeed = readonly [name: string, from: number, to: number | null];

/** A model with its generations and the engines/versions offered in each. */
export interface ModelSeed {
  name: string;
  /** Defaults to slugify(name). */
  slug?: string;
  body: BodyTypeCode | null;
  doors?: number;
  gens: readonly GenerationSeed[];
  engines: readonly EngineSeed[];
  /** Approximate price of a new one, in EUR; the seed depreciates it by age and mileage. */
  price: number;
  /** Equipment level 0 (basic) .. 3 (luxury). */
  tier: 0 | 1 | 2 | 3;
  /** Posting sub-categories it is listed under (trucks, trailers, machinery). */
  subs?: readonly number[];
  /** How common it is among the make's adverts (default 1). */
  weight?: number;
}

/** A make within one top-level category (a make in several categories appears in several files). */
export interface MakeSeed {
  name: string;
  slug?: string;
  category: number;
  models: readonly ModelSeed[];
}
