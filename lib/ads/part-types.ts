/**
 * Part types of parts adverts, taken from the schema's PartType enum (codegen keeps the SDL's
 * order). Stored lower-cased in adverts.part_type; labels live in the vehicle catalogue under
 * `partType.<VALUE>`.
 */
import { PartType } from '@/lib/graphql/generated/schema-enums';

export type { PartType };

/** A part type as stored in adverts.part_type ('engine', 'body_panels', ...). */
export type PartTypeCode = Lowercase<PartType>;

/** Every PartType, in the order filters list them. */
export const PART_TYPES: readonly PartType[] = Object.values(PartType);

/** Every stored part type code, in the same order. */
export const PART_TYPE_CODES: readonly PartTypeCode[] = PART_TYPES.map((type) => partTypeCode(type));

/** The stored code of a part type: ENGINE -> 'engine'. */
export function partTypeCode(type: PartType): PartTypeCode {
  return type.toLowerCase() as PartTypeCode;
}

/** The part type of a stored code, or null when the code is not one. */
export function partTypeFromCode(code: string): PartType | null {
  const upper = code.toUpperCase();
  return PART_TYPES.find((type) => type === upper) ?? null;
}

/** The i18n key of a part type's label (common namespace, shared with the filters and cards). */
export function partTypeLabelKey(type: PartType): `common:partType.${PartType}` {
  return `common:partType.${type}`;
}
