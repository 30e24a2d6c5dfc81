/**
 * Fast multi-row inserts: one INSERT ... SELECT FROM unnest($1::type[], $2::type[], ...) per
 * batch, so a batch of thousands of rows costs one round trip and one parameter per column
 * (works the same on PGlite and node-postgres).
 */
import { type Db, rawQuery } from '../client';

/** PostgreSQL type of a column, as the unnest array is cast. */
export type BulkType =
  | 'int'
  | 'bigint'
  | 'smallint'
  | 'text'
  | 'uuid'
  | 'numeric'
  | 'float8'
  | 'timestamptz'
  | 'date'
  | 'jsonb'
  | 'bool'
  | 'text[]'
  | 'int[]';

/** [column name, type]. */
export type BulkColumn = readonly [name: string, type: BulkType];

// Arrays cannot be unnested as array-of-arrays (they flatten), so each array value travels as
// one string joined by the ASCII unit separator and is split back in SQL.
const SEPARATOR = '\u001f';

function toParam(type: BulkType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'text[]':
      return (value as string[]).join(SEPARATOR);
    case 'int[]':
      return (value as number[]).join(',');
    case 'jsonb':
      return JSON.stringify(value);
    case 'timestamptz':
      return value instanceof Date ? value.toISOString() : value;
    default:
      return value;
  }
}

function selectExpression(name: string, type: BulkType): string {
  const column = `"${name}"`;
  if (type === 'text[]') return `string_to_array(${column}, chr(31))`;
  if (type === 'int[]') return `string_to_array(${column}, ',')::int[]`;
  return column;
}

function arrayType(type: BulkType): string {
  return type === 'text[]' || type === 'int[]' ? 'text[]' : `${type}[]`;
}

/** Inserts rows (arrays of values in column order) in one statement. */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  onConflict = '',
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map(([, type], index) => rows.map((row) => toParam(type, row[index])));
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const unnest = columns.map(([, type], index) => `$${index + 1}::${arrayType(type)}`).join(', ');
  const selects = columns.map(([name, type]) => selectExpression(name, type)).join(', ');
  await rawQuery(
    db,
    `INSERT INTO "${table}" (${names}) SELECT ${selects} FROM unnest(${unnest}) AS u(${names}) ${onConflict}`,
    params,
  );
}

/** Moves an identity sequence past the highest id, after rows were inserted with explicit ids. */
export async function syncIdentity(db: Db, table: string, column = 'id'): Promise<void> {
  await rawQuery(
    db,
    `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), GREATEST((SELECT max("${column}") FROM "${table}"), 1))`,
  );
}
