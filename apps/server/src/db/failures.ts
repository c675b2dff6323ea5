import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { codeOf, someCause } from './error-causes';

/**
 * PostgreSQL's codes for "the server is not taking this connection now": connection exceptions (class 08),
 * shutdowns and refusals (57P01-57P05), too many connections (53300), and a database that does not accept
 * connections at the moment (55000, ALLOW_CONNECTIONS false).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '55000']);
/** What node-postgres and the socket say when the connection is gone or never came. */
const UNAVAILABLE_TEXT =
  /Connection terminated|ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not currently accepting connections/i;

/**
 * Whether a failure is the database being out of reach rather than something the request did: the API answers
 * those 503 with a Retry-After (the request may be tried again), not 500 (decision 069).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (cause) => {
    const code = codeOf(cause) ?? '';
    if (
      code.startsWith('08') ||
      UNAVAILABLE_CODES.has(code) ||
      /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code)
    ) {
      return true;
    }
    return typeof cause.message === 'string' && UNAVAILABLE_TEXT.test(cause.message);
  });
}

/**
 * The log's error serializer: a failed query is logged with its SQL but without its parameters, which hold
 * what people typed and the hashes of their tokens.
 */
export function serializeError(error: unknown) {
  if (!(error instanceof DrizzleQueryError)) return stdSerializers.err(error as Error);
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  safe.name = 'DrizzleQueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n')}`;
  return stdSerializers.err(safe);
}
