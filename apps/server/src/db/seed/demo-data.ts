import type { Role } from '@adcontrol/domain/shared/enums';
import { refreshCampaignDelivery } from '../../modules/campaigns/delivery-totals-repository';
import type { Db } from '../client';
import {
  accountAdvertiserLinks,
  accounts,
  activityLog,
  audiences,
  campaignStatistics,
  campaigns,
  creatives,
  exchangeRates,
  loginEvents,
  offlineExchangeDeals,
  paymentCampaigns,
  paymentMethods,
  payments,
} from '../schema';
import { buildAccounts } from './accounts';
import { buildActivity, buildLoginEvents } from './activity';
import { buildAudiences } from './audiences';
import { buildCampaigns } from './campaigns';
import type { SeedContext } from './context';
import { buildCreatives } from './creatives';
import { buildExchangeRates } from './exchange-rates';
import { continueIdentity, insertInBatches } from './insert';
import { buildPayments } from './payments';
import { buildExchangeBook } from './programmatics';
import { buildStatistics } from './statistics';
import { buildStatisticsBreakdowns, writeStatisticsBreakdowns } from './statistics-breakdowns';

export type DemoData = ReturnType<typeof buildDemoData>;

/** Builds every demo row in memory, ids included, so writing them is a handful of batched inserts. */
export function buildDemoData(ctx: SeedContext, demoAccounts: readonly { email: string; role: Role }[]) {
  const tree = buildAccounts(ctx, demoAccounts);
  const seededAudiences = buildAudiences(ctx, tree.rows, tree.demo);
  const planned = buildCampaigns(ctx, tree.rows, tree.advertisers, tree.links, tree.demo);
  const seededCreatives = buildCreatives(ctx, planned, seededAudiences);
  const statistics = buildStatistics(ctx, seededCreatives);
  const paymentRows = buildPayments(ctx, planned);
  const audienceRows = seededAudiences.map((audience) => audience.row);
  return {
    accounts: tree.rows,
    links: tree.links,
    audiences: audienceRows,
    campaigns: planned.map((campaign) => campaign.row),
    creatives: seededCreatives.map((creative) => creative.row),
    statistics,
    statisticsBreakdowns: buildStatisticsBreakdowns(planned, seededCreatives, statistics),
    payments: paymentRows,
    activity: buildActivity(ctx, {
      accounts: tree.rows,
      campaigns: planned,
      audiences: audienceRows,
      payments: paymentRows,
      demo: tree.demo,
    }),
    logins: buildLoginEvents(ctx, tree.rows, tree.demo),
    exchangeRates: buildExchangeRates(firstStatisticsDay(statistics), ctx.now),
    exchangeBook: buildExchangeBook(ctx.now, tree.advertisers, tree.demo),
  };
}

export async function writeDemoData(db: Db, data: DemoData): Promise<void> {
  await insertInBatches(db, accounts, data.accounts);
  await insertInBatches(db, accountAdvertiserLinks, data.links);
  await insertInBatches(db, audiences, data.audiences);
  await insertInBatches(db, campaigns, data.campaigns);
  await insertInBatches(db, creatives, data.creatives);
  await insertInBatches(db, campaignStatistics, data.statistics);
  // The Control list reads delivery totals from the rollup (docs/decisions/024).
  await refreshCampaignDelivery(db);
  await writeStatisticsBreakdowns(db, data.statisticsBreakdowns);
  await writePayments(db, data.payments);
  await insertInBatches(db, activityLog, data.activity);
  await insertInBatches(db, loginEvents, data.logins);
  await insertInBatches(db, exchangeRates, data.exchangeRates);
  await insertInBatches(db, offlineExchangeDeals, data.exchangeBook);
  for (const table of [accounts, audiences, campaigns, creatives, payments])
    await continueIdentity(db, table);
}

function firstStatisticsDay(rows: readonly { date: string }[]): string | undefined {
  let first: string | undefined;
  for (const row of rows) if (first === undefined || row.date < first) first = row.date;
  return first;
}

/** Payments name their method by code: the methods are the migration's built-in rows (docs/decisions/037). */
async function writePayments(db: Db, rows: DemoData['payments']): Promise<void> {
  const methods = await db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
  const methodIds = new Map(methods.map((method) => [method.code, method.id]));
  const values = rows.map(({ method, campaignId: _campaign, ...row }) => {
    const methodId = methodIds.get(method);
    if (methodId === undefined) throw new Error(`No built-in payment method ${method}`);
    return { ...row, methodId };
  });
  await insertInBatches(db, payments, values);
  const links = rows.map((row) => ({ paymentId: row.id, campaignId: row.campaignId }));
  await insertInBatches(db, paymentCampaigns, links);
}
