import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the page once. Home waits for it before asking for its figures and
 * code, so the header and skeletons paint first on a slow phone instead of competing with those downloads.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterPaint) : undefined;
    if (frame === undefined) afterPaint();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
