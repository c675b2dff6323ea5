/*
 * What other modules may use of the delivery module (docs/architecture.md): the changes a write queues for the
 * delivery servers in its own transaction (decision 041), the shape of the breakdowns the servers report, and
 * what waits in the outbox (the metrics scrape, decision 066).
 */
export { type OutboxBacklog, outboxBacklog } from './backlog-repository';
export type { ServerBreakdown } from './changes';
export { queueCampaignStatus, queueRelink, queueRemoval } from './relink';
export { queueCreativeStatus } from './service';
