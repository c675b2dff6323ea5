import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';

/**
 * False on a component's first render, true right after it in a deferred render (decision 073). A screen draws
 * its header and figures first and the rest of itself when this turns true: React renders that rest in slices,
 * yielding to the browser between them, so the first paint is not held behind it and a phone's main thread is
 * not blocked by one long task.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}

/**
 * False until the component's first render is committed, then true in a render of its own, in a later task.
 * Unlike `useAfterFirstRender`, whose deferred render is the one its screen's deferred part is already drawn
 * in, this always leaves the rest to a render of its own: for a small part costly at mount that would otherwise
 * run inside the commit of a whole screen (decision 073). Not a transition: on a busy page the answers that
 * keep arriving would restart it for seconds.
 */
export function useAfterCommit(): boolean {
  const [isCommitted, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  return isCommitted;
}

/**
 * Its children from the render after its first. Inside a portal (a drawer kept mounted, a dialog), whose
 * children React renders in one unsliced pass right after the portal mounts, this leaves that pass the frame
 * alone and the content to a render React slices.
 */
export function AfterFirstRender({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstRender() ? children : null;
}
