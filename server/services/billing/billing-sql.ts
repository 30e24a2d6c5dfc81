/** The few database helpers the payment, wallet and promotion services share. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** A transaction of Db (drizzle's), or the Db itself: both run statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

/** The rows of a statement, on either driver (node-postgres and PGlite answer `{ rows }`). */
export async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  const response: unknown = await runner.execute(query);
  return ((response as { rows?: unknown }).rows ?? response) as T[];
}

/** True when `value` is a UUID (checked before it reaches a uuid column: a bad one is the user's error, never a 500). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A timestamp column's value as an ISO string (drivers answer Date or text). */
export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
