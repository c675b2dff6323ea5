import type { campaigns } from '../schema';

/** A demo campaign as inserted, with the fields the seed sets itself. */
export type CampaignRow = typeof campaigns.$inferInsert & { id: number; createdAt: Date; updatedAt: Date };
/** Where a demo campaign stands against the demo's today. */
export type Phase = 'awaiting' | 'running' | 'finished';
