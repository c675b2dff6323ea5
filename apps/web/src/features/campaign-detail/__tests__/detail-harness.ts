import { screen, within } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { resetBetweenTests } from '../../../test/app';
import { makeAccount } from '../../../test/fixtures';

/**
 * What every campaign detail test starts from: a fresh app, and the page's code compiled once before the first
 * test. The route takes its status actions and its delivery and payment sections lazily, and notifications load
 * with the first one; loaded here first, as a browser would have them by the time the campaign's answer
 * arrives, the assertions wait on the page and not on the module runner, whichever test comes first.
 */
export function resetDetailBetweenTests() {
  resetBetweenTests();
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/campaign-detail-route'),
      import('../../campaign-control/components/campaign-status-actions'),
      import('../../campaign-delivery/components/delivery-section'),
      import('../../campaign-delivery/components/creative-controls'),
      import('../../payments/components/campaign-payment-section'),
      import('../../../components/snackbar-host'),
    ]);
  }, 120_000);
}

export const STATISTICS = '/api/campaigns/statistics';
export const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
export const advertiser = makeAccount({
  id: 30,
  role: 'advertiser',
  firstName: null,
  company: 'Lácteos del Sur',
});
export const analyst = makeAccount({ id: 40, role: 'analyst', firstName: 'Iván' });

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
export function plainText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** The table of a section, its rows as the cells' texts. */
export function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => plainText(cell).trim()));
}

export function bodiesOf(calls: { body: unknown }[]) {
  return calls.map((call) => call.body as { groupBy: string; date: { start: string; end: string } });
}
