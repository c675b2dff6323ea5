import { useEffect, useState } from 'react';

/**
 * False until the browser first has nothing to do after the component mounted (at most `timeoutMs` later), then
 * true for good: what no one sees at first (a closed drawer kept in the page) is built once the page's own first
 * work is over, not in its first render.
 */
export function useWhenIdle(timeoutMs = 3000): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return isIdle;
}
