import type { campaignStatistics } from '../schema';
import { AGE_SHARES } from './audiences';
import type { PlannedCampaign } from './campaigns';
import type { SeedContext } from './context';
import type { SeededCreative } from './creatives';
import { apportion } from './random';
import { dayElapsed, isoDay, isoWeekday, reportingDay } from './time';

export type StatisticsRow = typeof campaignStatistics.$inferInsert;

/** Days of statistics kept, today included. */
export const STATISTICS_DAYS = 90;
/** Mobile traffic by ISO weekday: it builds through the week and peaks on the weekend. */
const WEEKDAY_TRAFFIC = [0, 0.92, 0.95, 0.98, 1, 1.08, 1.16, 1.1];
const WEEKDAY_CTR = [0, 0.97, 0.98, 1, 1, 1.02, 1.05, 1.04];
const AGE_BANDS = Object.keys(AGE_SHARES) as (keyof typeof AGE_SHARES)[];
/** Younger users click more. */
const AGE_CTR = [1.15, 1.25, 1.1, 1, 0.9, 0.8, 0.7];

interface Profile {
  maleShare: number;
  genderKnown: number;
  ageKnown: number;
  ageWeights: number[];
  maleCtr: number;
}

/** Daily rows per creative and delivery server, only on the days each campaign actually delivered. */
export function buildStatistics(ctx: SeedContext, creatives: SeededCreative[]): StatisticsRow[] {
  const rows: StatisticsRow[] = [];
  const byCampaign = new Map<PlannedCampaign, SeededCreative[]>();
  for (const creative of creatives) {
    const list = byCampaign.get(creative.campaign);
    if (list) list.push(creative);
    else byCampaign.set(creative.campaign, [creative]);
  }
  for (const [campaign, list] of byCampaign) addCampaign(ctx, campaign, list, rows);
  return rows;
}

function addCampaign(
  ctx: SeedContext,
  campaign: PlannedCampaign,
  list: SeededCreative[],
  rows: StatisticsRow[],
) {
  const { rng, now } = ctx;
  const last = campaign.deliveredUntil;
  if (last === null) return;
  const today = reportingDay(now);
  const firstKept = today - STATISTICS_DAYS + 1;
  const days: number[] = [];
  for (let day = campaign.startDay; day <= last; day++) days.push(day);
  const dayWeights = days.map((day, index) => {
    const ramp = index === 0 ? 0.6 : index === 1 ? 0.85 : 1;
    const partial = day === today ? dayElapsed(now) : 1;
    return (WEEKDAY_TRAFFIC[isoWeekday(day)] ?? 1) * ramp * rng.float(0.85, 1.15) * partial;
  });
  const duration = campaign.endDay - campaign.startDay + 1;
  const ranFor = dayWeights.reduce((sum, weight) => sum + weight, 0);
  const target = campaign.row.targetImpressions ?? 0;
  const total = Math.min(target, Math.round((target * campaign.pace * ranFor) / duration));
  const dayTotals = apportion(total, dayWeights);
  const profile = profileOf(ctx, list);
  const pausedAfter = campaign.startDay + Math.floor(days.length * 0.4);

  days.forEach((day, index) => {
    if (day < firstKept) return;
    const active = list.filter(
      (c) => c.delivery === 'full' || (c.delivery === 'early' && day <= pausedAfter),
    );
    const combos = active.flatMap((creative) => campaign.sources.map((source) => ({ creative, source })));
    const parts = apportion(
      dayTotals[index] ?? 0,
      combos.map(({ creative, source }) => creative.weight * source.share),
    );
    combos.forEach(({ creative, source }, i) => {
      const impressions = parts[i] ?? 0;
      if (impressions === 0) return;
      const ctr =
        (campaign.row.ctr ?? 1) *
        creative.ctrFactor *
        rng.float(0.85, 1.15) *
        (WEEKDAY_CTR[isoWeekday(day)] ?? 1);
      const clicks = rng.round((impressions * ctr) / 100);
      rows.push({
        date: isoDay(day),
        campaignId: campaign.row.id,
        creativeId: creative.row.id,
        source: source.source,
        impressions,
        clicks,
        ...breakdown(ctx, profile, impressions, clicks),
      });
    });
  });
}

/** Who saw the campaign: shaped by the audience it targets when there is one. */
function profileOf(ctx: SeedContext, list: SeededCreative[]): Profile {
  const { rng } = ctx;
  const segment = list[0]?.audience?.segment;
  const maleShare =
    segment?.gender === 'female'
      ? rng.float(0.08, 0.15)
      : segment?.gender === 'male'
        ? rng.float(0.85, 0.92)
        : rng.float(0.42, 0.58);
  const ageWeights = AGE_BANDS.map(
    (band) => AGE_SHARES[band] * rng.float(0.7, 1.3) * (segment?.ages.includes(band) ? 3 : 1),
  );
  return {
    maleShare,
    genderKnown: rng.float(0.78, 0.9),
    ageKnown: rng.float(0.68, 0.85),
    ageWeights,
    maleCtr: rng.float(0.9, 1.05),
  };
}

function breakdown(ctx: SeedContext, profile: Profile, impressions: number, clicks: number) {
  const { rng } = ctx;
  const known = rng.round(impressions * profile.genderKnown);
  const impressionsMale = rng.round(known * profile.maleShare);
  const impressionsFemale = known - impressionsMale;
  const [clicksMale = 0, clicksFemale = 0] = apportion(rng.round(clicks * profile.genderKnown), [
    impressionsMale * profile.maleCtr,
    impressionsFemale,
  ]);
  const ages = apportion(rng.round(impressions * profile.ageKnown), profile.ageWeights);
  const ageClicks = apportion(
    rng.round(clicks * profile.ageKnown),
    ages.map((count, i) => count * (AGE_CTR[i] ?? 1)),
  ).map((count, i) => Math.min(count, ages[i] ?? 0));
  const [iUnder18, i18, i25, i35, i45, i55, i66] = ages;
  const [cUnder18, c18, c25, c35, c45, c55, c66] = ageClicks;
  return {
    impressionsMale,
    impressionsFemale,
    clicksMale: Math.min(clicksMale, impressionsMale),
    clicksFemale: Math.min(clicksFemale, impressionsFemale),
    impressionsAgeUnder18: iUnder18,
    impressionsAge18To24: i18,
    impressionsAge25To34: i25,
    impressionsAge35To44: i35,
    impressionsAge45To54: i45,
    impressionsAge55To65: i55,
    impressionsAge66Plus: i66,
    clicksAgeUnder18: cUnder18,
    clicksAge18To24: c18,
    clicksAge25To34: c25,
    clicksAge35To44: c35,
    clicksAge45To54: c45,
    clicksAge55To65: c55,
    clicksAge66Plus: c66,
  };
}
