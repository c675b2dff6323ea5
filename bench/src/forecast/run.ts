import { performance } from 'node:perf_hooks';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { countsImpressions } from '@adcontrol/domain/rules/delivery-metric';
import { targetsFor } from '@adcontrol/domain/rules/targets';
import { openDatabase } from '../../../apps/server/src/db/client';
import { migrate } from '../../../apps/server/src/db/migrate';
import { seedDemoData } from '../../../apps/server/src/db/seed/demo';
import { forecast, type History } from '../../../apps/server/src/modules/forecast/model';
import { readHistory } from '../../../apps/server/src/modules/forecast/repository';
import { type Outcome, summarize } from './errors';
import { type PastCampaign, pastCampaigns } from './past-campaigns';

/*
 * `npm run bench:forecast` (bench/README.md): the simulator's backtest. The demo history is seeded as of a fixed
 * day; each campaign that is over is forecast from what the network had delivered before its first day (itself
 * left out), and the forecast is compared with what it delivered, beside two naive forecasts made in the same run.
 */
const NOW = new Date(process.env.BENCH_FORECAST_NOW ?? '2026-11-24T15:00:00Z');

type Figures = { impressions: number; clicks: number; ctr: number };
type Method = 'simulator' | 'naive' | 'rule';

/** budget ÷ price at the network's CTR over the same history, everything bought delivered. */
function naive(campaign: PastCampaign, history: History, conversionRate: number | null): Figures {
  const shown = history.peers.reduce((sum, peer) => sum + peer.impressions, 0);
  const clicked = history.peers.reduce((sum, peer) => sum + peer.clicks, 0);
  const ctr = shown > 0 ? clicked / shown : 0.02;
  const units = campaign.budget / campaign.unit_price;
  if (countsImpressions(campaign.model))
    return { impressions: units * 1000, clicks: units * 1000 * ctr, ctr: ctr * 100 };
  const clicks = campaign.model === 'CPA' ? units / ((conversionRate ?? 100) / 100) : units;
  return { impressions: clicks / ctr, clicks, ctr: ctr * 100 };
}

/** What the wizard's capping estimate assumes (SPEC 9): budget ÷ price, 2 clicks per 100 impressions. */
function rule(campaign: PastCampaign): Figures {
  const target = targetsFor(campaign.model, campaign.budget, campaign.unit_price);
  return { ...target, ctr: 2 };
}

const percent = (value: number) => `${value.toFixed(1)} %`;

async function main() {
  const started = performance.now();
  const database = await openDatabase({});
  await migrate(database);
  await seedDemoData(database, { now: NOW });
  const today = networkDay(NOW);
  const campaigns = await pastCampaigns(database.db, today);
  const outcomes: Record<Method, Record<keyof Figures | 'reach', Outcome[]>> = {
    simulator: { impressions: [], clicks: [], ctr: [], reach: [] },
    naive: { impressions: [], clicks: [], ctr: [], reach: [] },
    rule: { impressions: [], clicks: [], ctr: [], reach: [] },
  };
  const tiers = new Map<string, number>();
  const timings: number[] = [];
  for (const campaign of campaigns) {
    const before = performance.now();
    const history = await readHistory(database.db, { cutoff: campaign.start_day, excludeId: campaign.id });
    const result = forecast(
      {
        country: campaign.country,
        format: campaign.format,
        model: campaign.model,
        currency: campaign.currency,
        budget: campaign.budget,
        unitPrice: campaign.unit_price,
        startDate: campaign.start_day,
        endDate: campaign.end_day,
        audience: null,
      },
      history,
    );
    timings.push(performance.now() - before);
    tiers.set(result.basis.tier, (tiers.get(result.basis.tier) ?? 0) + 1);
    const actual = {
      impressions: campaign.impressions,
      clicks: campaign.clicks,
      ctr: (campaign.clicks / campaign.impressions) * 100,
    };
    for (const key of ['impressions', 'clicks', 'ctr'] as const) {
      outcomes.simulator[key].push({ actual: actual[key], ...result[key] });
    }
    if (campaign.reach !== null && result.reach)
      outcomes.simulator.reach.push({ actual: campaign.reach, ...result.reach });
    const peers = { naive: naive(campaign, history, result.basis.conversionRate), rule: rule(campaign) };
    for (const method of ['naive', 'rule'] as const) {
      for (const key of ['impressions', 'clicks', 'ctr'] as const) {
        outcomes[method][key].push({ actual: actual[key], expected: peers[method][key] });
      }
    }
  }
  await database.close();

  console.log(
    `forecast backtest: ${campaigns.length} finished seeded campaigns, seeded as of ${NOW.toISOString()}`,
  );
  console.log(`tiers used: ${[...tiers].map(([tier, count]) => `${tier} ${count}`).join(', ')}`);
  console.log('');
  console.log(
    '| figure | simulator MAPE | simulator median APE | range coverage | median range width | naive MAPE | naive median APE | SPEC 9 rule MAPE | SPEC 9 rule median APE |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const key of ['impressions', 'clicks', 'ctr'] as const) {
    const [model, peer, spec] = [
      summarize(outcomes.simulator[key]),
      summarize(outcomes.naive[key]),
      summarize(outcomes.rule[key]),
    ];
    console.log(
      `| ${key} | ${percent(model.mape)} | ${percent(model.medianApe)} | ${percent((model.coverage ?? 0) * 100)} | ${percent(model.medianWidth ?? 0)} | ${percent(peer.mape)} | ${percent(peer.medianApe)} | ${percent(spec.mape)} | ${percent(spec.medianApe)} |`,
    );
  }
  const reach = summarize(outcomes.simulator.reach);
  console.log(
    `| reach | ${percent(reach.mape)} | ${percent(reach.medianApe)} | ${percent((reach.coverage ?? 0) * 100)} | ${percent(reach.medianWidth ?? 0)} | - | - | - | - |`,
  );
  timings.sort((a, b) => a - b);
  console.log('');
  console.log(
    `forecast time (history queries + model, PGlite): median ${(timings[Math.floor(timings.length / 2)] ?? 0).toFixed(1)} ms`,
  );
  console.log(`whole run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
