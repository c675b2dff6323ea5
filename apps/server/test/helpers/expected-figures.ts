import { ctr } from '@adcontrol/domain/rules/rounding';
import type { accounts, campaigns } from '../../src/db/schema';

/*
 * Figures the server works out in SQL, written again in plain JavaScript for the tests that recompute an answer
 * from the stored rows.
 */

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD`, `days` calendar days before `date`. */
export const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export function totalsOf(rows: { impressions: number; clicks: number }[]) {
  const impressions = rows.reduce((total, row) => total + row.impressions, 0);
  const clicks = rows.reduce((total, row) => total + row.clicks, 0);
  return { impressions, clicks, ctr: ctr(clicks, impressions) };
}

type Priced = Pick<typeof campaigns.$inferSelect, 'unitPrice' | 'purchaseModel' | 'conversionRate'>;

/** What a campaign's delivery cost, in plain arithmetic, before any cap (docs/decisions/011). */
export function costOf(campaign: Priced, delivered: { impressions: number; clicks: number }): number {
  const price = campaign.unitPrice;
  if (campaign.purchaseModel === 'CPM') return (delivered.impressions / 1000) * price;
  if (campaign.purchaseModel === 'CPA')
    return delivered.clicks * ((campaign.conversionRate ?? 100) / 100) * price;
  return delivered.clicks * price;
}

type Named = Pick<typeof accounts.$inferSelect, 'id' | 'company' | 'firstName' | 'lastName' | 'email'>;

/** An advertiser as the answers name it: its company, else its full name, else its e-mail. */
export function advertiserNamed(person: Named) {
  const company = person.company?.trim() || null;
  const fullName = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return { id: person.id, company, name: company ?? (fullName || person.email) };
}
