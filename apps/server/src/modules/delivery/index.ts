/*
 * What other modules may use of the delivery module (docs/architecture.md): the changes a write queues for the
 * delivery servers in its own transaction (decision 041), and the shape of the breakdowns the servers report.
 */
export type { ServerBreakdown } from './changes';
export { queueCampaignStatus, queueRelink, queueRemoval } from './relink';
export { queueCreativeStatus } from './service';
