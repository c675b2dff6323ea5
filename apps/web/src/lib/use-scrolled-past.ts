import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` px down, updated as it scrolls. It reads the position
 * only in scroll events, never as the page mounts: MUI's `useScrollTrigger` reads it in its first effect, which
 * makes the browser lay out the whole page in the middle of React's first commit (a forced layout the first
 * paint then repeats). A page starts at its top; a restored position arrives as a scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
