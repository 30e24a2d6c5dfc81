/**
 * Turning thrown values into loggable data (SPEC §8): non-Error values become Errors with
 * 'Wrong error format.', and cause chains that loop back are cut with a marker instead of
 * overflowing the stack or JSON.stringify.
 */

/** Marks a value that refers back to one of its own ancestors. */
export const CIRCULAR_MARKER = '[Circular reference detected]';
/** The message of an Error made from a thrown non-Error value. */
export const WRONG_ERROR_FORMAT = 'Wrong error format.';
const MAX_DEPTH = 10;

/** An Error made from a thrown non-Error value; the value is kept as `cause` and `data`. */
export class WrongErrorFormatError extends Error {
  constructor(readonly data: unknown) {
    super(WRONG_ERROR_FORMAT, { cause: data });
    this.name = 'WrongErrorFormatError';
  }
}

/** True for Errors, including ones from another realm (iframe, vm) where instanceof fails. */
export function isError(value: unknown): value is Error {
  return value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';
}

/** The value itself when it is an Error; otherwise an Error with 'Wrong error format.'. */
export function toError(value: unknown): Error {
  return isError(value) ? value : new WrongErrorFormatError(value);
}

/** JSON-safe data: plain values, arrays and objects (with errors expanded). */
export type Serialized = null | boolean | number | string | Serialized[] | { [key: string]: Serialized };

function serializeAt(value: unknown, ancestors: readonly object[]): Serialized {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  const object = value;
  if (ancestors.includes(object)) return CIRCULAR_MARKER;
  if (ancestors.length >= MAX_DEPTH) return '[Max depth reached]';
  const path = [...ancestors, object];
  if (Array.isArray(object)) return object.map((item: unknown) => serializeAt(item, path));
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  const out: { [key: string]: Serialized } = {};
  if (isError(object)) {
    out['name'] = object.name;
    out['message'] = object.message;
    if (object.stack) out['stack'] = object.stack;
  }
  for (const [key, item] of Object.entries(object)) {
    if (item !== undefined) out[key] = serializeAt(item, path);
  }
  // `cause` is usually an own non-enumerable property, so Object.entries misses it.
  if (isError(object) && object.cause !== undefined) out['cause'] = serializeAt(object.cause, path);
  return out;
}

/**
 * JSON-safe copy of any value; Errors keep name, message, stack, own properties (status,
 * extensions, ...) and their cause chain. A value that contains one of its ancestors gets
 * '[Circular reference detected]' in its place; shared but acyclic references are kept.
 */
export function serialize(value: unknown): Serialized {
  return serializeAt(value, []);
}

/** The serialised form of a thrown value, made an Error first. */
export function serializeError(value: unknown): Serialized {
  return serialize(toError(value));
}
