import type { Currency } from '@adcontrol/domain/shared/enums';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, presentationJobs } from '../../db/schema';
import { deliveredCost } from '../../db/spend';

export type JobRow = typeof presentationJobs.$inferSelect;
export type JobChange = Partial<
  Pick<JobRow, 'status' | 'progress' | 'step' | 'error' | 'pptxKey' | 'pdfKey' | 'lockedUntil' | 'finishedAt'>
>;

/** How long a worker holds a job between two signs of life; a dead worker's job is free again after it. */
export const LEASE_MS = 60_000;
/** A job that failed this many claims (it crashed its worker each time) is given up. */
export const MAX_ATTEMPTS = 3;

export async function insertJob(db: Db, values: typeof presentationJobs.$inferInsert): Promise<JobRow> {
  const [row] = await db.insert(presentationJobs).values(values).returning();
  if (!row) throw new Error('presentation job not inserted');
  return row;
}

export async function findJob(db: Db, id: number): Promise<(JobRow & { requester: string }) | null> {
  const [row] = await db
    .select({ job: presentationJobs, requester: accounts.email })
    .from(presentationJobs)
    .innerJoin(accounts, eq(accounts.id, presentationJobs.requestedBy))
    .where(eq(presentationJobs.id, id));
  return row ? { ...row.job, requester: row.requester } : null;
}

export async function recentJobs(db: Db, limit: number): Promise<(JobRow & { requester: string })[]> {
  const rows = await db
    .select({ job: presentationJobs, requester: accounts.email })
    .from(presentationJobs)
    .innerJoin(accounts, eq(accounts.id, presentationJobs.requestedBy))
    .orderBy(desc(presentationJobs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.job, requester: row.requester }));
}

/**
 * Takes the oldest job that is queued, or running under a lease that ran out (its worker died), and holds it.
 * `skip locked` lets every instance's worker claim at once without two taking the same job.
 */
export async function claimJob(db: Db, now: Date): Promise<JobRow | null> {
  const until = new Date(now.getTime() + LEASE_MS);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update presentation_jobs
      set status = 'running', attempts = attempts + 1, locked_until = ${until.toISOString()}::timestamptz,
        started_at = coalesce(started_at, ${now.toISOString()}::timestamptz), updated_at = now()
      where id = (
        select id from presentation_jobs
        where status = 'queued'
          or (status = 'running' and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz))
        order by id
        limit 1
        for update skip locked
      )
      returning id as "id"`,
  );
  if (!row) return null;
  const [job] = await db
    .select()
    .from(presentationJobs)
    .where(eq(presentationJobs.id, Number(row.id)));
  return job ?? null;
}

/** The decks finished (done or failed) before `before`, with their files' storage keys. */
export function jobsFinishedBefore(db: Db, before: Date) {
  return db
    .select({ id: presentationJobs.id, pptxKey: presentationJobs.pptxKey, pdfKey: presentationJobs.pdfKey })
    .from(presentationJobs)
    .where(
      and(inArray(presentationJobs.status, ['done', 'failed']), lt(presentationJobs.finishedAt, before)),
    );
}

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.delete(presentationJobs).where(eq(presentationJobs.id, id));
}

/** Changes a job this worker holds; false when it no longer holds it (another worker took it over). */
export async function updateJob(db: Db, id: number, attempt: number, change: JobChange): Promise<boolean> {
  const rows = await db
    .update(presentationJobs)
    .set(change)
    .where(
      and(
        eq(presentationJobs.id, id),
        eq(presentationJobs.attempts, attempt),
        eq(presentationJobs.status, 'running'),
      ),
    )
    .returning({ id: presentationJobs.id });
  return rows.length > 0;
}

export interface DeckCampaignFacts {
  id: number;
  name: string;
  advertiserId: number;
  advertiser: string;
  currency: Currency;
  impressions: number;
  clicks: number;
  /** What the period's delivery cost, in the campaign's currency, at most its budget. */
  spend: number;
}

/** The campaigns' names, advertisers and the period's delivery and spend (the scope was checked before). */
export async function campaignFacts(
  db: Db,
  ids: readonly number[],
  from: string,
  to: string,
): Promise<DeckCampaignFacts[]> {
  const impressions = sql`coalesce(delivered.impressions, 0)`;
  const clicks = sql`coalesce(delivered.clicks, 0)`;
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select campaigns.id as "id", campaigns.name as "name", campaigns.advertiser_id as "advertiserId",
        ${advertiserName} as "advertiser", campaigns.currency as "currency",
        ${impressions}::text as "impressions", ${clicks}::text as "clicks",
        round(least(campaigns.budget_total, ${deliveredCost({ impressions, clicks })}), 2)::text as "spend"
      from campaigns
      join accounts on accounts.id = campaigns.advertiser_id
      left join lateral (
        select sum(impressions) as impressions, sum(clicks) as clicks from campaign_statistics
        where campaign_id = campaigns.id and date between ${from}::date and ${to}::date
      ) delivered on true
      where campaigns.id = any(${`{${ids.join(',')}}`}::integer[])`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        name: String(row.name),
        advertiserId: Number(row.advertiserId),
        advertiser: String(row.advertiser),
        currency: row.currency as Currency,
        impressions: Number(row.impressions),
        clicks: Number(row.clicks),
        spend: Number(row.spend),
      },
    ];
  });
}

/** The company, else the person's name, else the e-mail: what the client is called on the cover. */
const advertiserName = sql`coalesce(nullif(trim(accounts.company), ''),
  nullif(trim(concat_ws(' ', accounts.first_name, accounts.last_name)), ''), accounts.email)`;

/** An advertiser's name, or null when there is no advertiser of that id. */
export async function advertiserOf(db: Db, id: number): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select ${advertiserName} as "name" from accounts where id = ${id} and role = 'advertiser'`,
  );
  return row?.name ?? null;
}

/**
 * The advertiser's campaigns running in the period, those with the most impressions in it first, at most
 * `limit` of them.
 */
export async function advertiserCampaignIds(
  db: Db,
  advertiserId: number,
  from: string,
  to: string,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select campaigns.id as "id" from campaigns
      left join lateral (
        select sum(impressions) as impressions from campaign_statistics
        where campaign_id = campaigns.id and date between ${from}::date and ${to}::date
      ) delivered on true
      where campaigns.advertiser_id = ${advertiserId}
        and (delivered.impressions > 0
          or (campaigns.start_date::date <= ${to}::date and campaigns.end_date::date >= ${from}::date))
      order by coalesce(delivered.impressions, 0) desc, campaigns.id
      limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
