/** What every virtual user knows of the deployment it works against. */
export interface World {
  /** The balancer: where people's requests go. */
  balancerUrl: string;
  /** Each instance asked directly (the cross-instance checks). */
  instances: readonly { name: string; url: string }[];
  /** How long an instance may trust its last look at a session (SESSION_CACHE_MS). */
  sessionCacheMs: number;
  /** When the users stop, milliseconds since the epoch. */
  stopAt: number;
}

export const isRunning = (world: World) => Date.now() < world.stopAt;
