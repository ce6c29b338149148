import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a database that cannot be reached', () => {
  it.each([
    ['refused connection', withCode('ECONNREFUSED')],
    ['reset connection', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01')],
    ['server starting', withCode('57P03')],
    ['no connection slot', withCode('53300')],
    ['connection exception class', withCode('08006')],
    ['a dropped client', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', wrapped(withCode('ECONNREFUSED'))],
  ])('is recognised: %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique clash', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a wrapped constraint error', wrapped(withCode('23503'))],
    ['not an error', 'boom'],
    ['nothing', undefined],
  ])('is not confused with %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
