import { lazy, Suspense } from 'react';
import { i18n } from './i18n';

/**
 * The words alone, in the page's own colours: what shows when even the error screen's code cannot be fetched
 * (the tab outlived a new version and never needed that screen before).
 */
function PlainRouteError() {
  // The app's i18n instance itself: react-i18next's hook would bring its module into the entry.
  const t = i18n.t.bind(i18n);
  return (
    <main style={{ padding: 24, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 24 }}>{t('messages.common.unexpectedReload')}</h1>
      <p>{t('common.routeError')}</p>
      <button
        type="button"
        style={{ padding: '8px 16px', fontSize: 16 }}
        onClick={() => window.location.reload()}
      >
        {t('common.actions.reload')}
      </button>
    </main>
  );
}

const loadRouteError = () => import('./route-error');

const DrawnRouteError = lazy(() =>
  loadRouteError().then(
    (module) => ({ default: module.RouteError }),
    () => ({ default: PlainRouteError }),
  ),
);

/**
 * The routes' error boundary (decision 077). It stays out of the entry, whose every byte each page pays for:
 * the screen it draws comes with MUI's card and buttons, fetched once the app is idle (`preloadRouteError`) so
 * that it is there when a later version has replaced the files on the server.
 */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <DrawnRouteError />
    </Suspense>
  );
}

/** Fetches the error screen's code ahead of need; a failure here is retried by the boundary itself. */
export function preloadRouteError(): void {
  loadRouteError().catch(() => undefined);
}
