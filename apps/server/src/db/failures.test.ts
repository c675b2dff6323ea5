import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, serializeError } from './failures';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the database refusing or dropping the connection, however deep the cause', () => {
    expect(
      isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(pgError('55000', 'database "x" is not currently accepting connections')),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('leaves what the request itself caused to the other answers', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(pgError('22P02', 'invalid input syntax'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('serializeError', () => {
  it('logs a failed query with its SQL but not its parameters', () => {
    const failed = new DrizzleQueryError(
      'select * from refresh_tokens where token_hash = $1',
      ['9f86d081884c7d659a2feaa0c55ad015'],
      new Error('Connection terminated unexpectedly'),
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).toContain('select * from refresh_tokens where token_hash = $1');
    expect(logged).toContain('Connection terminated unexpectedly');
    expect(logged).not.toContain('9f86d081884c7d659a2feaa0c55ad015');
  });

  it('logs any other error as pino does', () => {
    expect(serializeError(new TypeError('bad'))).toMatchObject({ type: 'TypeError', message: 'bad' });
  });
});
