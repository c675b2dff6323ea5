/** Fields whose values never enter the log: a change to one shows as changed, its values hidden. */
const SECRET = /password|token|secret|hash/i;
export const HIDDEN = '[hidden]';

export type FieldChanges = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(logged(a)) === JSON.stringify(logged(b));
}

function logged(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/**
 * The fields of `after` whose values differ from `before`, each side's value side by side, for an activity row's
 * details. Only the keys of `after` are compared, so a partial change names only what it touched.
 */
export function changesBetween(before: object, after: object): FieldChanges {
  const was = before as Record<string, unknown>;
  const changes: FieldChanges = { before: {}, after: {} };
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || same(was[key], value)) continue;
    const secret = SECRET.test(key);
    changes.before[key] = secret ? HIDDEN : logged(was[key]);
    changes.after[key] = secret ? HIDDEN : logged(value);
  }
  return changes;
}

/** Whether a change touched anything. */
export function isEmpty(changes: FieldChanges): boolean {
  return Object.keys(changes.after).length === 0;
}
