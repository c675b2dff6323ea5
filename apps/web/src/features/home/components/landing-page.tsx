import Container from '@mui/material/Container';
import { useHomeSummary } from '../api/get-home-summary';
import { Dashboard } from './dashboard';
import { HomeHeader } from './home-header';
import { EmptyHome, HomeError, LoadingHome } from './home-states';

function HomeBody() {
  const summary = useHomeSummary();
  if (summary.isPending) return <LoadingHome />;
  if (summary.isError) {
    return (
      <HomeError error={summary.error} isRetrying={summary.isFetching} onRetry={() => summary.refetch()} />
    );
  }
  if (summary.data.campaigns.total === 0) return <EmptyHome />;
  return <Dashboard summary={summary.data} />;
}

/** Home (`/`): the caller's scope at a glance, from `GET /api/home/summary` (docs/decisions/011). */
export function LandingPage() {
  const { data } = useHomeSummary();
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <HomeHeader asOf={data?.asOf} />
      <HomeBody />
    </Container>
  );
}
