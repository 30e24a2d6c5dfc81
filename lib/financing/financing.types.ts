/**
 * The shapes the financing rules read. The GraphQL financing types (SPEC §3, §7) are built by the
 * server part of issue 16; these name only the fields a rule reads, so the generated types fit them
 * structurally once they exist.
 */

/** Advert info used by financing (SPEC §3). rawPrice is a numeric string, or a number in one reading. */
export interface FinancingAdvertInfo {
  readonly id: string;
  readonly rawPrice: string | number | null | undefined;
  readonly categoryName?: string | null;
  readonly categoryId: number;
  readonly sellerId: string | null;
  readonly userPackage?: { readonly id?: string | null; readonly benefits?: readonly string[] | null } | null;
}

/**
 * Something a rule wants reported (SPEC §8): the caller logs a warning or reports an error to
 * monitoring; the rules never log themselves.
 */
export interface FinancingReport {
  readonly level: 'warning' | 'error';
  readonly message: string;
}
