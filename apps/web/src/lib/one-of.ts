/**
 * `value` when it is one of `allowed`, otherwise undefined: for values read back from storage or the address,
 * where anything may stand (callers give the default with `??`).
 */
export function oneOf<T>(allowed: readonly T[], value: unknown): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}
