import { useCallback, useEffect, useRef, useState } from 'react';
import type { GestureHint } from './map-gestures';

/** Long enough to read a short sentence, short enough not to sit over the map while the page scrolls on. */
const SHOWN_MS = 1500;

/** The gesture hint: which one to say, and whether it shows (it fades out without losing its words). */
export function useGestureHint(): [{ kind: GestureHint; isShown: boolean }, (kind: GestureHint) => void] {
  const [hint, setHint] = useState<{ kind: GestureHint; isShown: boolean }>({
    kind: 'wheel',
    isShown: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((kind: GestureHint) => {
    setHint({ kind, isShown: true });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHint((last) => ({ ...last, isShown: false })), SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [hint, show];
}
