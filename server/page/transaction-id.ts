/** The x-transaction-id of a page request: the caller's, when it looks like an id, or a new UUID. */
import { randomUUID } from 'node:crypto';

const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The header name shared with the GraphQL context and the error page. */
export const TRANSACTION_HEADER = 'x-transaction-id';

/** Reuses a well-formed incoming id (so logs join up across services), otherwise makes one. */
export function transactionIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}
