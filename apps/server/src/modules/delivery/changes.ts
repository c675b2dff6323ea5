import { AGE_RANGE_IDS } from '@adcontrol/domain/audiences/audience';
import { deliversIn } from '@adcontrol/domain/rules/campaign-status';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adcontrol/domain/shared/enum-values';
import { z } from 'zod';

/*
 * What adcontrol tells a delivery server, as it travels: in the outbox's `change` column and, through the HTTP
 * adapter, to the server (the simulator validates it with the same schemas). docs/decisions/030.
 */

const creativeStatus = z.union([z.literal(0), z.literal(1)]);
const counter = z.number().int().nonnegative();

/** Who a creative's audience is, as far as delivery needs it: empty lists mean anyone. */
export const linkedAudience = z.object({
  /** ISO 3166-1 alpha-2 codes; the campaign's country when the audience names none. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  genders: z.array(z.enum(['male', 'female'])),
  ages: z.array(z.enum(AGE_RANGE_IDS)),
});
export type LinkedAudience = z.infer<typeof linkedAudience>;

/** The per-creative counters of one day, as campaign_statistics holds them (gender and age of known traffic). */
export const dayCounters = z.object({
  impressions: counter,
  clicks: counter,
  impressionsMale: counter,
  impressionsFemale: counter,
  clicksMale: counter,
  clicksFemale: counter,
  impressionsAgeUnder18: counter.default(0),
  impressionsAge18To24: counter.default(0),
  impressionsAge25To34: counter.default(0),
  impressionsAge35To44: counter.default(0),
  impressionsAge45To54: counter.default(0),
  impressionsAge55To65: counter.default(0),
  impressionsAge66Plus: counter.default(0),
  clicksAgeUnder18: counter.default(0),
  clicksAge18To24: counter.default(0),
  clicksAge25To34: counter.default(0),
  clicksAge35To44: counter.default(0),
  clicksAge45To54: counter.default(0),
  clicksAge55To65: counter.default(0),
  clicksAge66Plus: counter.default(0),
});
export type DayCounters = z.infer<typeof dayCounters>;

export const linkedCreative = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.string(),
  /** 0 active, 1 paused (SPEC 3). */
  status: creativeStatus,
  /** Devices the creative's audience reaches (its stored size, counted at save); null without one. */
  audienceSize: counter.nullable().optional(),
  audience: linkedAudience.nullable().optional(),
  /** What this server already delivered of the creative on `baseline.date`, so it carries on from there. */
  today: dayCounters.nullable().optional(),
});
export type LinkedCreative = z.infer<typeof linkedCreative>;

export const cappingChange = z.object({
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});
export type CappingChange = z.infer<typeof cappingChange>;

export const optimisationChange = z.object({
  enabled: z.boolean(),
  /** Percent of traffic given to the better-performing creatives. */
  weight: z.number().min(0).max(100),
  /** CTR in percent under which a creative is no longer favoured; null when unset. */
  threshold: z.number().nullable(),
});
export type OptimisationChange = z.infer<typeof optimisationChange>;

const delivered = { impressions: counter, clicks: counter };

/**
 * One day of one campaign on a server, by what decision 025 stores per campaign and day: country and region,
 * publisher app, video quartiles per video creative, and unique devices (that day, and from the first day
 * through it). Totals so far, like the rows: reported again, it replaces.
 */
export const dayBreakdown = z.object({
  regions: z.array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), region: z.string(), ...delivered })),
  apps: z.array(z.object({ app: z.string(), appName: z.string(), ...delivered })),
  quartiles: z.array(
    z.object({
      creativeId: z.number().int(),
      starts: counter,
      firstQuartile: counter,
      midpoint: counter,
      thirdQuartile: counter,
      completes: counter,
    }),
  ),
  reach: z.object({ devices: counter, cumulativeDevices: counter }),
});
export type DayBreakdown = z.infer<typeof dayBreakdown>;

export const serverBreakdown = dayBreakdown.extend({ campaignId: z.number().int(), date: z.iso.date() });
export type ServerBreakdown = z.infer<typeof serverBreakdown>;

/**
 * The campaign's own status as a server hears it: our status for the record, and whether to deliver it at all
 * (`deliversIn` of rules/campaign-status.ts), so a server needs no knowledge of our status names.
 */
export const campaignStatusChange = z.object({
  status: z.enum(CAMPAIGN_STATUSES),
  active: z.boolean(),
});
export type CampaignStatusChange = z.infer<typeof campaignStatusChange>;

/** A campaign's status as a server hears it. */
export const statusChangeOf = (status: CampaignStatus): CampaignStatusChange => ({
  status,
  active: deliversIn(status),
});

/** The campaign as a server needs it to deliver: its flight, expected CTR, daily capping and creatives. */
export const linkedCampaign = z.object({
  name: z.string(),
  /** Absent from links queued before statuses travelled: such a campaign delivers. */
  status: campaignStatusChange.optional(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  /** Expected click-through rate in percent; null when the campaign sets none. */
  ctr: z.number().nullable(),
  capping: cappingChange,
  optimisation: optimisationChange,
  creatives: z.array(linkedCreative),
  sinewInfo: z.record(z.string(), z.unknown()).nullable(),
  /** This server's part of the campaign's target, which even pacing spreads over the flight. */
  target: z.object({ impressions: counter, clicks: counter }).optional(),
  /** This server's share of the campaign's traffic (0 to 1), which bounds its part of the audience. */
  share: z.number().min(0).max(1).optional(),
  /**
   * Where delivery stands when the link is made: what this server delivered before `date`, the campaign's
   * unique devices through the day before, and this server's part of the breakdowns stored for `date` (its
   * share, so both servers' parts add up to them), all so that delivery carries on from there.
   */
  baseline: z
    .object({
      date: z.iso.date(),
      impressions: counter,
      clicks: counter,
      reach: counter,
      day: dayBreakdown.optional(),
    })
    .optional(),
});
export type LinkedCampaign = z.infer<typeof linkedCampaign>;

export const deliveryChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), campaign: linkedCampaign }),
  z.object({ type: z.literal('unlink') }),
  z.object({ type: z.literal('creativeStatus'), creativeId: z.number().int(), status: creativeStatus }),
  z.object({ type: z.literal('capping'), capping: cappingChange }),
  z.object({ type: z.literal('optimisation'), optimisation: optimisationChange }),
  z.object({ type: z.literal('campaignStatus'), campaignStatus: campaignStatusChange }),
]);
export type DeliveryChange = z.infer<typeof deliveryChange>;

/** A creative as the server holds it: its own id for it and the status it delivers with. */
export const serverCreative = z.object({
  id: z.number().int(),
  serverId: z.string(),
  status: creativeStatus,
});
export type ServerCreative = z.infer<typeof serverCreative>;

/**
 * One day of one creative's delivery on a server, with its gender and age split (of known traffic): the day's
 * totals so far, so a row reported again replaces.
 */
export const serverStatisticsRow = dayCounters.extend({
  campaignId: z.number().int(),
  creativeId: z.number().int(),
  /** The network day, YYYY-MM-DD. */
  date: z.iso.date(),
});
export type ServerStatisticsRow = z.infer<typeof serverStatisticsRow>;

/** Rows and breakdowns changed after `since`, and the cursor to ask from next time. */
export const serverStatistics = z.object({
  cursor: z.number().int(),
  rows: z.array(serverStatisticsRow),
  breakdowns: z.array(serverBreakdown).default([]),
});
export type ServerStatistics = z.infer<typeof serverStatistics>;
