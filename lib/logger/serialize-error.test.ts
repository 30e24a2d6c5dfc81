import { AppError, CompositeError, NotFoundError } from '@/lib/errors/app-errors';
import {
  CIRCULAR_MARKER,
  WRONG_ERROR_FORMAT,
  WrongErrorFormatError,
  isError,
  serialize,
  serializeError,
  toError,
} from './serialize-error';

describe('toError', () => {
  it('returns Errors as they are', () => {
    const error = new TypeError('t');
    expect(toError(error)).toBe(error);
  });

  it.each([['a string'], [42], [null], [undefined], [{ code: 'X' }], [[1, 2]]])(
    "turns %j into 'Wrong error format.' keeping the value",
    (value) => {
      const error = toError(value);
      expect(error).toBeInstanceOf(WrongErrorFormatError);
      expect(error.message).toBe(WRONG_ERROR_FORMAT);
      expect(error.message).toBe('Wrong error format.');
      expect(error.cause).toBe(value);
      expect((error as WrongErrorFormatError).data).toBe(value);
    },
  );

  it('recognises Errors from another realm', async () => {
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext('new Error("elsewhere")') as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(isError(foreign)).toBe(true);
    expect(toError(foreign)).toBe(foreign);
  });
});

describe('serialize', () => {
  it('keeps name, message, stack, own fields and the cause chain', () => {
    const root = new Error('root');
    const error = new AppError('top', { cause: root, routeId: 'listing' });
    const out = serialize(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      name: 'AppError',
      message: 'top',
      status: 520,
      extensions: { routeId: 'listing', in_server: true },
      cause: { name: 'Error', message: 'root' },
    });
    expect(typeof out['stack']).toBe('string');
  });

  it("marks a cause that loops back '[Circular reference detected]'", () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.defineProperty(a, 'cause', { value: b, enumerable: false });
    const out = serialize(a) as { cause: { cause: unknown } };
    expect(out.cause.cause).toBe(CIRCULAR_MARKER);
    expect(out.cause.cause).toBe('[Circular reference detected]');
    expect(() => JSON.stringify(out)).not.toThrow();
  });

  it('marks an error that is its own cause', () => {
    const self = new Error('self');
    Object.defineProperty(self, 'cause', { value: self });
    expect(serialize(self)).toMatchObject({ message: 'self', cause: CIRCULAR_MARKER });
  });

  it('marks circular data but keeps shared, acyclic references', () => {
    const shared = { n: 1 };
    const data: Record<string, unknown> = { a: shared, b: shared };
    data['self'] = data;
    expect(serialize(data)).toEqual({ a: { n: 1 }, b: { n: 1 }, self: CIRCULAR_MARKER });
  });

  it('serialises composite causes', () => {
    const error = new CompositeError([new NotFoundError('x')]);
    const out = serialize(error) as { cause: { message: string }[] };
    expect(out.cause[0]?.message).toBe('x');
  });

  it.each([
    [undefined, null],
    [Number.NaN, 'NaN'],
    [10n, '10n'],
    [new Date('2026-01-02T03:04:05Z'), '2026-01-02T03:04:05.000Z'],
    [function named() {}, '[Function named]'],
  ])('%s', (value, expected) => {
    expect(serialize(value)).toEqual(expected);
  });

  it('stops at a maximum depth', () => {
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 20; i++) {
      deep['next'] = {};
      deep = deep['next'] as Record<string, unknown>;
    }
    expect(JSON.stringify(serialize(root))).toContain('[Max depth reached]');
  });

  it('serializeError makes the value an Error first', () => {
    expect(serializeError('oops')).toMatchObject({
      name: 'WrongErrorFormatError',
      message: 'Wrong error format.',
      cause: 'oops',
    });
  });
});
