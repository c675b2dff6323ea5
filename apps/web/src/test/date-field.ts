import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The date picker loads on its own the first time a screen shows one; a loaded machine takes seconds. */
const PICKER_LOAD = { timeout: 15_000 };

/** A date field's box once its picker is there: the group its label names (day, month and year inside). */
export function findDateField(label: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('group', { name: label }, PICKER_LOAD);
}

/** What a date field shows, DD/MM/YY ("DD/MM/YY" itself when empty), loaded or still loading. */
export function shownDate(label: string | RegExp): string {
  const group = screen.queryByRole('group', { name: label });
  if (!group) return (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;
  return within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');
}

/**
 * Types a day (`YYYY-MM-DD`) into a date field as a person does, DD/MM/YY from the day on, then leaves the
 * field; `''` empties it.
 */
export async function typeDate(user: UserEvent, label: string | RegExp, day: string): Promise<void> {
  const [first] = within(await findDateField(label)).getAllByRole('spinbutton');
  if (!first) throw new Error('a date field has sections');
  await user.click(first);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match) await user.keyboard(`${match[3]}${match[2]}${match[1]?.slice(2)}`);
  await user.tab();
}
