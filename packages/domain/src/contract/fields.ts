import { z } from 'zod';
import { NAME_PATTERN, tidyName } from '../rules/names';
import { PUSH_TEXT_MAX, pushTextLength } from '../rules/push';
import { matching, refusal } from '../shared/issue-message';

/**
 * Campaign and audience names: letters (accented too), spaces and numbers only (SPEC 5), stored with single
 * spaces between words and none around (docs/decisions/046).
 */
export function nameField(maxLength: number) {
  return matching(
    z.string().overwrite(tidyName).min(1, 'is required').max(maxLength),
    NAME_PATTERN,
    'accepts only letters, spaces and numbers',
    'validation.nameInvalid',
  );
}

/** Push title or subtitle, counted as the user sees the characters (the same count as the form's). */
export const pushText = z.string().refine(
  (text) => pushTextLength(text) <= PUSH_TEXT_MAX,
  refusal(`must have at most ${PUSH_TEXT_MAX} characters`, 'validation.tooLong', {
    values: { max: PUSH_TEXT_MAX },
  }),
);
