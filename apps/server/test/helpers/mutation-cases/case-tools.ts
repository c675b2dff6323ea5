import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { TestApp } from '../build-test-app';
import type { Person } from '../callers';

/** What a case of the activity-log completeness test is given, and the log row it answers it must find. */

export interface CaseWorld {
  testApp: TestApp;
  people: { admin: Person; superSeller: Person; seller: Person; advertiser: Person };
  audienceId: number;
  /** A picture uploaded through /campaigns/file, for the support variant. */
  imageUrl: string;
}

/** Who sends the change: a person, a person signed into another account by an admin, or nobody (public). */
export type Sender = Person | { as: Person; actingFor: Person } | null;

export interface Sent {
  statusCode: number;
  json<T = unknown>(): T;
}

export interface CaseTools {
  world: CaseWorld;
  /** The one change under test, sent by the admin; everything before it is set-up the log check ignores. */
  send(method: string, path: string, body?: object | FormData): Promise<Sent>;
  /** The one change under test, sent by someone else. */
  sendAs(who: Sender, method: string, path: string, body?: object | FormData): Promise<Sent>;
  /** A campaign in flight, made by the seller for the advertiser (set-up). */
  campaign(): Promise<Campaign>;
  /** The admin's set-up call, not under test. */
  setup(method: string, path: string, body?: object): Promise<Sent>;
}

/** The row the change must have left: the account it names is the sender's unless `accountId` says. */
export interface Expected {
  entityType: string;
  entityId: number;
  action: string;
  accountId?: number;
  /** The person acting, when the row names one the sender does not. */
  actingAccountId?: number;
}

export type MutationCase = (tools: CaseTools) => Promise<Expected>;

export const creativeId = (campaign: Campaign, name: string) =>
  campaign.creatives?.find((creative) => creative.name === name)?.id as number;

let sequence = 0;
export const unique = (prefix: string) => `${prefix}${++sequence}${Date.now()}`;
export const PASSWORD = 'Correct horse 42!';

/** The log rows the cases expect, by what they name. */
export const account = (entityId: number, action: string, accountId?: number): Expected => ({
  entityType: 'account',
  entityId,
  action,
  ...(accountId === undefined ? {} : { accountId }),
});
export const schedule = (entityId: number, action: string): Expected => ({
  entityType: 'report_schedule',
  entityId,
  action,
});
export const campaignRow = (entityId: number, action: string): Expected => ({
  entityType: 'campaign',
  entityId,
  action,
});
export const creativeRow = (entityId: number, action: string): Expected => ({
  entityType: 'creative',
  entityId,
  action,
});
