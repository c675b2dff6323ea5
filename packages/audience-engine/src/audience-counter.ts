import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import type { PopulationInfo } from './population/schema';

/**
 * The counting interface both implementations share (ARCHITECTURE 7): the in-memory bitmap engine that the
 * server holds, and the SQL peer over a `devices` table that the benchmark measures it against. Filters
 * follow SPEC section 3's Audience (the parsed `audienceFilters` of packages/domain).
 */
export interface CountBreakdown {
  byCountry: Record<string, number>;
  byGender: { male: number; female: number; unknown: number };
  byAgeRange: Record<string, number>;
}

export interface AudienceCountResult {
  count: number;
  /** Devices matched in the panel, before the per-country multiplier. */
  panelCount: number;
  elapsedMs: number;
  breakdown?: CountBreakdown;
}

export interface CountOptions {
  ignoreMultiplier?: boolean;
  /** Also split the count by country, gender and age band. */
  breakdown?: boolean;
}

/** Attributes whose devices can be counted value by value (for pickers that show how common a value is). */
export type CountedAttribute = 'model' | 'app';

export interface AudienceCounter<Filters = AudienceFilters> {
  readonly name: string;
  /** The population counted: its size and its catalog (codes to names). */
  readonly info: PopulationInfo;
  count(filters: Filters, options?: CountOptions): Promise<AudienceCountResult>;
  /**
   * The ids of the devices the audience reaches (`device_id`, ascending), in batches of at most `batchSize`:
   * the same devices as `count`'s panelCount, pulled a batch at a time so no caller holds them all.
   */
  matchingIds(filters: Filters, batchSize?: number): AsyncIterable<Uint32Array>;
  /** Devices per catalog code of the attribute (the panel, no multiplier). */
  devicesPer(attribute: CountedAttribute): Promise<number[]>;
}

export const DEFAULT_ID_BATCH = 10_000;
