/** One fixed window of one counter: how many hits it holds and when it starts again from zero. */
export interface WindowCount {
  hits: number;
  resetAt: Date;
}

/**
 * Counters shared by every instance of the server (ARCHITECTURE 12): the database by default, Redis when
 * REDIS_URL is set. Windows are fixed: the first hit opens one, and it closes `windowMs` later.
 */
export interface RateLimitStore {
  /** Counts one hit and answers the window's count including it. */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** The current window's count, without counting. */
  peek(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** Forgets the counter (a successful sign-in clears the account's failures). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
