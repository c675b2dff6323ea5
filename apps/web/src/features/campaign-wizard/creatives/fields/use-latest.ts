import { useLayoutEffect, useRef } from 'react';

/**
 * The value of the latest render, for callbacks that run later (an upload's answer): calling the callback of
 * the render that started the upload would write back the draft as it was then, losing edits made meanwhile.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
