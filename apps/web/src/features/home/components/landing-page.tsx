import Container from '@mui/material/Container';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { LoadError } from '../../../components/load-error';
import { useHomeSummary } from '../api/get-home-summary';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { FinanceLinks } from './finance-links';
import { HomeHeader } from './home-header';
import { EmptyHome, LoadingHome } from './home-states';

// The cards (and the date and table code they use) download once the page is painted, beside the summary: the
// header and the skeletons, all a first paint needs, stay in this small chunk.
const loadDashboard = () => import('./dashboard');
const Dashboard = lazy(async () => ({ default: (await loadDashboard()).Dashboard }));

function HomeBody() {
  const isPainted = useAfterFirstPaint();
  const summary = useHomeSummary({ isEnabled: isPainted });
  useEffect(() => {
    if (isPainted) void loadDashboard();
  }, [isPainted]);
  // The dashboard is a few hundred elements: drawn as a deferred render, React yields to the browser while
  // it works instead of blocking a phone's main thread; the skeletons stay until then.
  const data = useDeferredValue(summary.data);
  // A failed refresh keeps the figures already on screen; only a first failure replaces them.
  if (summary.isError && !data) {
    return (
      <LoadError error={summary.error} isRetrying={summary.isFetching} onRetry={() => summary.refetch()} />
    );
  }
  if (!data) return <LoadingHome />;
  if (data.campaigns.total === 0) return <EmptyHome />;
  return (
    <Suspense fallback={<LoadingHome />}>
      <Dashboard summary={data} />
    </Suspense>
  );
}

/** Home (`/`): the caller's scope at a glance, from `GET /api/home/summary` (docs/decisions/011). */
export function LandingPage() {
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <HomeHeader />
      <FinanceLinks />
      <HomeBody />
    </Container>
  );
}
