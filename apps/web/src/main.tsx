import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { setSessionEndedHandler } from './lib/api-client';
import { clearLocalCache } from './lib/local-cache';

/** Lets `navigate(to, { flushSync: true })` commit the new page before the caller goes on (see use-sign-into). */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
}

clearLocalCache();
const router = createAppRouter();
setSessionEndedHandler(() => void router.navigate(paths.login()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices, yielding to the browser between them, instead
// of one long task (a default-priority render is never sliced). The start screen stays until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </AppProviders>
    </StrictMode>,
  );
});
