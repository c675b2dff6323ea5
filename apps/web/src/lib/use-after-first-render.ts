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
 * False until the browser has drawn the frame after the component's first commit, then true in a render of its
 * own. Unlike `useAfterFirstRender`, whose deferred render is the one its screen's deferred part is already
 * drawn in, this leaves the rest to a render of its own once the page has been laid out and painted: for a
 * small part costly at mount that reads the layout (a date field reads the selection, which lays the page out
 * then and there), that layout is then only of what changed since the frame, not of the whole new screen
 * (decisions 073 and 075). Not a transition: on a busy page the answers that keep arriving would restart it for
 * seconds. In a hidden tab, where the browser draws no frames, the part comes when the tab is shown.
 */
export function useAfterPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its layout and paint; the task after it, once they are done.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return isPainted;
}

/**
 * Its children from the render after its first. Inside a portal (a drawer kept mounted, a dialog), whose
 * children React renders in one unsliced pass right after the portal mounts, this leaves that pass the frame
 * alone and the content to a render React slices.
 */
export function AfterFirstRender({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstRender() ? children : null;
}
