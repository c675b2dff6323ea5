/** How far down an error's `cause` chain to look: drizzle wraps the driver's error once or twice. */
const DEPTH = 8;

/**
 * Whether the error or any of its causes (a drizzle query error around the driver's error, around the socket's)
 * passes `test`: the one way the database's refusals are recognised, however the layers wrapped them.
 */
export function someCause(
  error: unknown,
  test: (cause: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  let cause = error;
  for (let depth = 0; depth < DEPTH && typeof cause === 'object' && cause !== null; depth += 1) {
    if (test(cause as { code?: unknown; message?: unknown })) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The SQLSTATE (or socket error code) of one link of the chain, when it has a textual one. */
export const codeOf = (cause: { code?: unknown }): string | undefined =>
  typeof cause.code === 'string' ? cause.code : undefined;
