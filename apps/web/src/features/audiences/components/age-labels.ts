import type { AGE_RANGE_IDS } from '@adcontrol/domain/audiences/audience';

type AgeRangeId = (typeof AGE_RANGE_IDS)[number];

/** SPEC 5's age bands as people read them: -18 (0–17), 18–24, …, +66. */
export function ageLabel(id: AgeRangeId | string): string {
  if (id === '-18') return '-18 (0–17)';
  if (id === '+66') return '+66';
  return id.replace('-', '–');
}
