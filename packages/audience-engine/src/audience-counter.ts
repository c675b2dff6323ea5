import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';

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

export interface AudienceCounter<Filters = AudienceFilters> {
  readonly name: string;
  count(filters: Filters, options?: CountOptions): Promise<AudienceCountResult>;
}
