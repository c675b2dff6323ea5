import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within 200 px of the visible area (and stays so once it has): what only shows
 * further down a page waits until the reader scrolls towards it. True at once where the browser has no
 * IntersectionObserver.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref]);
  return isNear;
}
