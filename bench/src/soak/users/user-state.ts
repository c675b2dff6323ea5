import type { CampaignStatus, Role } from '@adcontrol/domain/shared/enum-values';
import type { Session } from './session';
import type { World } from './world';

export interface OwnedCampaign {
  id: number;
  name: string;
  /** As the last answer said; null when a write's outcome is unknown (read again before the next change). */
  status: CampaignStatus | null;
  linked: { newton: boolean; sinew: boolean };
  creativeIds: number[];
}

export interface OwnedAudience {
  id: number;
  name: string;
}

/**
 * One virtual user: a person of a role with a session, and what they made during the run. Each user writes only
 * to what they made, one request at a time, so the last acknowledged value of each thing is what must remain.
 */
export interface User {
  name: string;
  role: Role;
  session: Session;
  world: World;
  campaigns: OwnedCampaign[];
  audiences: OwnedAudience[];
  /** Campaign ids the user saw in a list: what they open. */
  seen: number[];
  advertiserIds: number[];
  /** The banner picture this user uploaded (uploaded again now and then). */
  imageUrl: string | null;
  actions: number;
}

export type Action = (user: User) => Promise<void>;

export function pick<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(Math.random() * items.length)];
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [item, weight] of entries) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

export const between = (low: number, high: number) => Math.round(low + Math.random() * (high - low));

/** A date `days` from today as YYYY-MM-DD (UTC; close enough for report ranges). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
