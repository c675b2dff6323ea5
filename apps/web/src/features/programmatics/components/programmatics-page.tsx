import type { ProgrammaticDeal } from '@adcontrol/domain/campaigns/programmatic';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/list-pager';
import { LoadError } from '../../../components/load-error';
import { RefreshBar } from '../../../components/refresh-bar';
import { useFormatters } from '../../../lib/use-formatters';
import { useDeals } from '../api/get-deals';
import { isFiltered, PAGE_SIZES, updateDealFilter, useDealFilter } from '../hooks/deal-filter-store';
import { useDealActions } from '../hooks/use-deal-actions';
import { DealDrawer } from './deal-drawer';
import { DealFilters } from './deal-filters';
import { DealsTable } from './deals-table';

/** /campaigns/programmatics: the exchange's deals in the caller's scope, to follow and pause or activate. */
export function ProgrammaticsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const filter = useDealFilter();
  const deals = useDeals(filter);
  const actions = useDealActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const { data } = deals;
  const open = data?.items.find((deal) => deal.id === openId) ?? null;
  const [opened, setOpened] = useState<ProgrammaticDeal | null>(null);

  const onOpen = (deal: ProgrammaticDeal) => {
    setOpenId(deal.id);
    setOpened(deal);
  };
  const syncedAt = data?.items[0]?.syncedAt;

  return (
    <Container component="main" maxWidth={false} sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: 3, px: { xs: 0.5, sm: 0 } }}>
        <Typography variant="h1" gutterBottom>
          {t('screens.programmatics')}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          <bdi>
            {data
              ? t('programmatics.total', { count: data.total, formatted: format.number(data.total) })
              : t('programmatics.subtitle')}
          </bdi>
        </Typography>
        {syncedAt && (
          <Typography variant="body2" color="text.secondary">
            {t('programmatics.syncedAt', { time: format.campaignDateTime(syncedAt) })}
          </Typography>
        )}
      </Box>

      <Card sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
        <DealFilters filter={filter} />
      </Card>

      <Card>
        <RefreshBar isShown={deals.isFetching && Boolean(data)} />
        {deals.isError && !data ? (
          <Box sx={{ p: 3 }}>
            <LoadError
              error={deals.error}
              isRetrying={deals.isFetching}
              onRetry={() => void deals.refetch()}
            />
          </Box>
        ) : !data ? (
          <Box sx={{ p: 2 }}>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
              <Skeleton key={row} height={40} />
            ))}
          </Box>
        ) : data.items.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {t('programmatics.empty.title')}
            </Typography>
            <Typography color="text.secondary">
              {t(isFiltered(filter) ? 'programmatics.empty.filtered' : 'programmatics.empty.none')}
            </Typography>
          </Box>
        ) : (
          <DealsTable
            deals={data.items}
            pendingId={actions.pendingId}
            onToggle={actions.toggle}
            onOpen={onOpen}
          />
        )}
        <ListPager data={data} filter={filter} pageSizes={PAGE_SIZES} onChange={updateDealFilter} />
      </Card>

      <DealDrawer
        deal={openId === null ? null : (open ?? opened)}
        isPending={actions.pendingId !== null && actions.pendingId === openId}
        onToggle={actions.toggle}
        onClose={() => setOpenId(null)}
      />
    </Container>
  );
}
