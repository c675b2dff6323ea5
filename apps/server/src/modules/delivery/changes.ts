import { z } from 'zod';

/*
 * What adcontrol tells a delivery server, as it travels: in the outbox's `change` column and, through the HTTP
 * adapter, to the server (the simulator validates it with the same schemas). docs/decisions/030.
 */

const creativeStatus = z.union([z.literal(0), z.literal(1)]);

export const linkedCreative = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.string(),
  /** 0 active, 1 paused (SPEC 3). */
  status: creativeStatus,
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

/** The campaign as a server needs it to deliver: its flight, expected CTR, daily capping and creatives. */
export const linkedCampaign = z.object({
  name: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  /** Expected click-through rate in percent; null when the campaign sets none. */
  ctr: z.number().nullable(),
  capping: cappingChange,
  optimisation: optimisationChange,
  creatives: z.array(linkedCreative),
  sinewInfo: z.record(z.string(), z.unknown()).nullable(),
});
export type LinkedCampaign = z.infer<typeof linkedCampaign>;

export const deliveryChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('link'), campaign: linkedCampaign }),
  z.object({ type: z.literal('unlink') }),
  z.object({ type: z.literal('creativeStatus'), creativeId: z.number().int(), status: creativeStatus }),
  z.object({ type: z.literal('capping'), capping: cappingChange }),
  z.object({ type: z.literal('optimisation'), optimisation: optimisationChange }),
]);
export type DeliveryChange = z.infer<typeof deliveryChange>;

/** A creative as the server holds it: its own id for it and the status it delivers with. */
export const serverCreative = z.object({
  id: z.number().int(),
  serverId: z.string(),
  status: creativeStatus,
});
export type ServerCreative = z.infer<typeof serverCreative>;

/** One day of one creative's delivery on a server: the day's totals so far, so a row reported again replaces. */
export const serverStatisticsRow = z.object({
  campaignId: z.number().int(),
  creativeId: z.number().int(),
  /** The network day, YYYY-MM-DD. */
  date: z.iso.date(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  impressionsMale: z.number().int().nonnegative(),
  impressionsFemale: z.number().int().nonnegative(),
  clicksMale: z.number().int().nonnegative(),
  clicksFemale: z.number().int().nonnegative(),
});
export type ServerStatisticsRow = z.infer<typeof serverStatisticsRow>;

/** Rows changed after `since`, and the cursor to ask from next time. */
export const serverStatistics = z.object({ cursor: z.number().int(), rows: z.array(serverStatisticsRow) });
export type ServerStatistics = z.infer<typeof serverStatistics>;
