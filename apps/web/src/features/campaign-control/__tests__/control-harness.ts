import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { resetBetweenTests } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { makeAccount } from '../../../test/fixtures';
import { controlStore } from '../hooks/control-store';

/** What every Control screen test starts from: a fresh app and the screen's stored choices forgotten. */
export function resetControlBetweenTests() {
  resetBetweenTests();
  beforeEach(() => controlStore.reset());
}

export const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
export const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Sergio', advertisersLinked: [20] });
export const advertiser = makeAccount({
  id: 20,
  role: 'advertiser',
  firstName: null,
  company: 'Lácteos del Sur',
});

export const LIST = '/api/campaigns';

/** The first render of a file loads the route's code cold, which takes a while on a busy machine. */
export const loaded = (total: string) => screen.findByText(total, {}, { timeout: 20_000 });

export function rows(tableName = 'Campaigns') {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
}

export function names() {
  return rows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
}

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
export function plain(element: Element): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

export function columnHeaders() {
  return within(screen.getByRole('table', { name: 'Campaigns' }))
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);
}

export const many = Array.from({ length: 12 }, (_, index) =>
  makeRow({
    id: 100 + index,
    name: `Campania ${String(index + 1).padStart(2, '0')}`,
    // Far ahead, so the status machine lets them pause whatever day the suite runs (decision 041).
    endDate: `2036-12-${String(20 - index).padStart(2, '0')}T02:59:59.000Z`,
    impressions: 1000 * ((index * 7) % 12),
  }),
);
