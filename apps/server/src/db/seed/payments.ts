import { networkDay } from '@adcontrol/domain/rules/date-format';
import type { payments } from '../schema';
import type { PlannedCampaign } from './campaigns';
import type { SeedContext } from './context';
import { addDays, addMinutes, earliest } from './time';

export type PaymentMethodCode = 'bank_transfer' | 'credit_card' | 'mercado_pago' | 'paypal';
/** A payment as built in memory: its method by code and its one campaign, turned into rows when written. */
export type PaymentRow = Omit<typeof payments.$inferInsert, 'methodId'> & {
  id: number;
  createdAt: Date;
  method: PaymentMethodCode;
  campaignId: number;
};

const UNPAID = ['DRAFT', 'DISAPPROVED'];
const LATAM_METHODS = { bank_transfer: 55, mercado_pago: 20, credit_card: 20, paypal: 5 } as const;
const OTHER_METHODS = { bank_transfer: 60, credit_card: 30, paypal: 10 } as const;

/** Advertisers pay up front, in one go or in two instalments; the newest payments still await approval. */
export function buildPayments(ctx: SeedContext, campaigns: PlannedCampaign[]): PaymentRow[] {
  const { rng, now } = ctx;
  const rows: PaymentRow[] = [];
  const add = (
    campaign: PlannedCampaign,
    amount: number,
    at: Date,
    status: 'pending' | 'approved' | 'rejected',
  ) => {
    const { row, market } = campaign;
    const createdAt = earliest(now, at < row.createdAt ? addMinutes(row.createdAt, 30) : at);
    const updatedAt = status === 'pending' ? createdAt : earliest(now, addDays(createdAt, rng.float(0.2, 3)));
    const id = rows.length + 1;
    rows.push({
      id,
      advertiserId: row.advertiserId,
      campaignId: row.id,
      amount: Math.round(amount * 100) / 100,
      currency: market.currency,
      method: rng.weighted(['ES', 'US', 'PA'].includes(market.country) ? OTHER_METHODS : LATAM_METHODS),
      paidOn: networkDay(createdAt),
      status,
      reviewedAt: status === 'pending' ? null : updatedAt,
      statusReason: status === 'rejected' ? 'The transfer has not reached our account' : null,
      reference: `TRX-${String(100_000 + id * 37)}`,
      proofFile: null,
      createdBy: row.createdBy ?? row.advertiserId,
      createdAt,
      updatedAt,
    });
  };
  for (const campaign of campaigns) {
    const { row } = campaign;
    if (UNPAID.includes(row.status ?? 'DRAFT')) continue;
    const budget = row.budgetTotal;
    const start = row.startDate;
    const hasStarted = start < now;
    if (!hasStarted && rng.chance(0.5)) continue;
    if (rng.chance(0.04)) add(campaign, budget, addDays(start, -rng.float(4, 8)), 'rejected');
    if (rng.chance(0.6)) {
      add(campaign, budget, addDays(start, -rng.float(1, 4)), hasStarted ? 'approved' : 'pending');
    } else {
      const first = Math.round(budget * 0.5 * 100) / 100;
      add(campaign, first, addDays(start, -rng.float(1, 4)), hasStarted ? 'approved' : 'pending');
      const second = addDays(start, rng.float(10, 20));
      if (second < now) add(campaign, budget - first, second, rng.chance(0.8) ? 'approved' : 'pending');
    }
  }
  return rows;
}
