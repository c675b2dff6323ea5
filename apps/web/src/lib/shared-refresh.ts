/**
 * Tabs of one browser share one session (localStorage) and so one refresh token, which the server rotates on
 * each use: two tabs spending it at once would look like a replay. The Web Locks API lets one tab refresh while
 * the others wait and then take what it stored (docs/decisions/043). Without it (an old browser, tests) the
 * server's short grace window still answers a repeated token with the same pair.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('adcontrol.refresh', () => task()) : task();
}

/** Whether an access token's `exp` has passed (by this clock); an unreadable token counts as expired. */
export function hasExpired(token: string, now = Date.now()): boolean {
  try {
    const part = token.split('.')[1] ?? '';
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const { exp } = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof exp !== 'number' || exp * 1000 <= now;
  } catch {
    return true;
  }
}
