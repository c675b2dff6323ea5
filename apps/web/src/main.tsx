import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { preloadRouteError } from './app/route-error-boundary';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { setSessionEndedHandler } from './lib/api-client';
import { clearLocalCache } from './lib/local-cache';

/** Lets `navigate(to, { flushSync: true })` commit the new page before the caller goes on (see use-sign-into). */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

/** Lets the browser run what waits (a paint, a tap, a file's arrival) before the next step of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app starts in three tasks, not one: the modules' evaluation, the router's first match (which starts
 * loading the page's code), the first render. On a phone each is 100 to 150 ms of CPU, and one task of all
 * three held every tap and paint for their sum (decision 073).
 */
async function start(root: HTMLElement) {
  clearLocalCache();
  await nextTask();
  const router = createAppRouter();
  setSessionEndedHandler(() => void router.navigate(paths.login()));
  await nextTask();
  // The first render as a transition: React renders it in slices, yielding to the browser between them,
  // instead of one long task (a default-priority render is never sliced). The start screen stays until it
  // commits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} flushSync={flushRouterUpdate} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
// The error screen's code, once the page has loaded and the browser is idle: a tab open across a new version
// can still say that a screen could not be shown (app/route-error-boundary.tsx).
window.addEventListener('load', () => {
  if ('requestIdleCallback' in window) requestIdleCallback(preloadRouteError, { timeout: 10_000 });
  else setTimeout(preloadRouteError, 3_000);
});
