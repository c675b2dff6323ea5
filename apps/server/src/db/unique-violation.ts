import { codeOf, someCause } from './error-causes';

/** True when the database refused a duplicate (another request took the name or e-mail between check and insert). */
export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, (cause) => codeOf(cause) === '23505');
}
