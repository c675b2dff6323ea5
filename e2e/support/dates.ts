import type { Page } from 'playwright-core';

/**
 * Types a day (`YYYY-MM-DD`) into a date field as a person does: DD/MM/YY from the day on (the field is a group
 * of day, month and year sections, not one input), then leaves it. `''` empties it.
 */
export async function typeDate(page: Page, label: string | RegExp, day: string): Promise<void> {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match) await page.keyboard.type(`${match[3]}${match[2]}${match[1]?.slice(2)}`);
  await page.keyboard.press('Tab');
}
