import { soakQuery } from '../database';
import type { Stored } from './writes';

/** Reads, once, what the database holds of everything the invariants compare. */
export async function readStored(postgresUrl: string): Promise<Stored> {
  const query = <R extends Record<string, unknown>>(text: string) => soakQuery<R>(postgresUrl, text);
  const [campaigns, creatives, audiences, schedules, presentations, activity, created] = await Promise.all([
    query<{
      id: number;
      name: string;
      status: string;
      linked_newton: boolean;
      linked_sinew: boolean;
      capping_newton_impressions: number;
      capping_sinew_impressions: number;
    }>(
      `select id, name, status, linked_newton, linked_sinew,
              capping_newton_impressions::int as capping_newton_impressions,
              capping_sinew_impressions::int as capping_sinew_impressions
         from campaigns`,
    ),
    query<{ id: number; campaign_id: number; status: number }>(
      'select id, campaign_id, status from creatives',
    ),
    query<{ id: number; name: string }>('select id, name from audiences'),
    query<{ id: number }>('select id from report_schedules'),
    query<{ id: number }>('select id from presentation_jobs'),
    query<{ key: string; count: number }>(
      `select action || ' ' || entity_id as key, count(*)::int as count from activity_log
        where entity_id is not null group by action, entity_id`,
    ),
    query<{ key: string; count: number }>(
      `select action || ' ' || (details->>'name') as key, count(*)::int as count from activity_log
        where action in ('campaign.created', 'audience.created') group by action, details->>'name'`,
    ),
  ]);
  return {
    campaigns: new Map(
      campaigns.map((row) => [
        row.id,
        {
          name: row.name,
          status: row.status,
          linked: { newton: row.linked_newton, sinew: row.linked_sinew },
          capping: { newton: row.capping_newton_impressions, sinew: row.capping_sinew_impressions },
        },
      ]),
    ),
    creatives: new Map(creatives.map((row) => [row.id, { campaignId: row.campaign_id, status: row.status }])),
    audiences: new Map(audiences.map((row) => [row.id, row.name])),
    schedules: new Set(schedules.map((row) => row.id)),
    presentations: new Set(presentations.map((row) => row.id)),
    activity: new Map(activity.map((row) => [row.key, row.count])),
    createdByName: new Map(
      created.map((row) => [
        row.key
          .replace(/^campaign\.created /, 'campaign.create ')
          .replace(/^audience\.created /, 'audience.create '),
        row.count,
      ]),
    ),
  };
}
