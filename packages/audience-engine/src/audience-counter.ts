/**
 * The counting interface both implementations share (ARCHITECTURE 7): the in-memory bitmap engine that the
 * server holds, and the SQL peer over a `devices` table that the benchmark measures it against. Filters
 * follow SPEC section 3's Audience; the audience-engine issue fills in the implementations.
 */
export interface AudienceCountResult {
  count: number;
  /** Devices matched in the panel, before the per-country multiplier. */
  panelCount: number;
  elapsedMs: number;
}

export interface AudienceCounter<Filters> {
  readonly name: string;
  count(filters: Filters, options?: { ignoreMultiplier?: boolean }): Promise<AudienceCountResult>;
}
