import { randomUUID } from 'node:crypto';
import type {
  DealStatisticsResponse,
  ProgrammaticDeal,
  ProgrammaticListResponse,
  UpdateDealStatusRequest,
} from '@adcontrol/domain/campaigns/programmatic';
import { type DealAction, dealTransition } from '@adcontrol/domain/rules/deal-status';
import { ctr, roundTo } from '@adcontrol/domain/rules/rounding';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { Actor } from '../scope/actor';
import { ExchangeRefusedError, type ProgrammaticExchange } from './exchange';
import type { DealFilter } from './filter';
import {
  dealConditions,
  dealDays,
  dealInScope,
  findScopedDeal,
  pageOfDeals,
  setDealStatus,
  toDeal,
} from './repository';

/** `GET /campaigns/programmatics`: the caller's deals, filtered, newest start first, 30 a page by default. */
export async function listDeals(
  db: Db,
  actor: Actor,
  filter: DealFilter,
  now = new Date(),
): Promise<ProgrammaticListResponse> {
  const where = and(dealInScope(actor.scope), ...dealConditions(filter, now)) as SQL;
  const { rows, total } = await pageOfDeals(db, where, {
    offset: (filter.page - 1) * filter.limit,
    limit: filter.limit,
  });
  return { items: rows.map(toDeal), total, page: filter.page, limit: filter.limit };
}

async function scopedDeal(db: Db, actor: Actor, id: number) {
  const row = await findScopedDeal(db, actor.scope, id);
  if (!row) throw new AppError('NOT_FOUND', 'Deal not found', { key: 'errors.dealNotFound' });
  return row;
}

const refusal = (status: string, action: DealAction) =>
  new AppError(
    'CONFLICT',
    `A deal that is ${status} cannot be ${action === 'pause' ? 'paused' : 'activated'}`,
    { field: 'status', key: action === 'pause' ? 'deals.cannotPause' : 'deals.cannotActivate' },
  );

/**
 * Pause or activate a deal (SPEC 4), when its status allows it (rules/deal-status.ts): sent to the exchange,
 * which answers the deal's status after it, then stored and recorded in the activity log together.
 */
export async function updateDealStatus(
  db: Db,
  exchange: ProgrammaticExchange,
  actor: Actor,
  id: number,
  { status: asked }: UpdateDealStatusRequest,
): Promise<ProgrammaticDeal> {
  const row = await scopedDeal(db, actor, id);
  const action: DealAction = asked === 'PAUSED' ? 'pause' : 'activate';
  const before = row.deal.status;
  if (!dealTransition(before, action)) throw refusal(before, action);
  let after: ProgrammaticDeal['status'];
  try {
    const sent = action === 'pause' ? exchange.pause : exchange.activate;
    after = (await sent(row.deal.exchangeDealId, randomUUID())).status;
  } catch (error) {
    if (error instanceof ExchangeRefusedError) {
      // The exchange knows better: keep its status so the table shows why.
      if (error.status) await setDealStatus(db, id, error.status);
      throw refusal(error.status ?? before, action);
    }
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The exchange could not be reached, please try again later', {
      cause: error,
      key: 'deals.exchangeUnavailable',
    });
  }
  await db.transaction(async (tx) => {
    await setDealStatus(tx, id, after);
    await recordActivity(
      tx,
      actor,
      'programmatic_deal',
      id,
      action === 'pause' ? 'programmatic_deal.paused' : 'programmatic_deal.activated',
      {
        exchangeDealId: row.deal.exchangeDealId,
        before: { status: before },
        after: { status: after },
      },
    );
  });
  return toDeal({ ...row, deal: { ...row.deal, status: after } });
}

/** `GET /campaigns/programmatics/:id/statistics`: the deal's days as the exchange reported them, and totals. */
export async function dealStatistics(db: Db, actor: Actor, id: number): Promise<DealStatisticsResponse> {
  const row = await scopedDeal(db, actor, id);
  const days = (await dealDays(db, id)).map((day) => {
    const impressions = Number(day.impressions);
    const clicks = Number(day.clicks);
    return {
      date: day.date,
      impressions,
      clicks,
      ctr: ctr(clicks, impressions),
      spend: roundTo(Number(day.spend), 2),
    };
  });
  const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const spend = roundTo(
    days.reduce((sum, day) => sum + day.spend, 0),
    2,
  );
  return {
    deal: toDeal(row),
    days,
    totals: { impressions, clicks, ctr: ctr(clicks, impressions), spend },
  };
}
