import type { Locator, Page } from 'playwright-core';

/** The text that describes an input (its helper or error line), as a screen reader announces it. */
export async function descriptionOf(input: Locator): Promise<string> {
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

/** Picks an option of an MUI select by the names the user reads. */
export async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A snackbar, alert or inline message with exactly this text is on screen. */
export function isShown(page: Page, text: string | RegExp): Promise<boolean> {
  return page.getByText(text).first().isVisible();
}

/** The banner shown while signed into someone else's account, if any. */
export function impersonationBanner(page: Page): Locator {
  return page.getByRole('region', { name: /^Signed in as / });
}

/** The body rows of the accounts table (the header row left out). */
export function accountRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Accounts' }).getByRole('rowgroup').nth(1).getByRole('row');
}

/** The accounts table's row of the account with this e-mail. */
export function accountRow(page: Page, email: string): Locator {
  return accountRows(page).filter({ has: page.getByRole('cell', { name: email, exact: true }) });
}

/** The total the accounts page states under its title ("143 accounts"), once the list has loaded. */
export async function shownAccountTotal(page: Page): Promise<number | null> {
  const text = await page
    .getByRole('main')
    .getByText(/^\d+ accounts?$/)
    .textContent({ timeout: 1_000 });
  return text ? Number.parseInt(text, 10) : null;
}

/**
 * Whether the daily chart is drawn (a canvas with some size). It loads its library once it nears the screen, so
 * this scrolls it into view first, as a reader would.
 */
export async function chartDrawn(page: Page): Promise<boolean> {
  const chart = page.getByTestId('daily-chart').first();
  if (!(await chart.isVisible())) return false;
  await chart.scrollIntoViewIfNeeded();
  const canvas = chart.locator('canvas').first();
  if (!(await canvas.isVisible())) return false;
  const box = await canvas.boundingBox();
  return (box?.width ?? 0) > 100 && (box?.height ?? 0) > 100;
}
