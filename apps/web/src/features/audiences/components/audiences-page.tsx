import type { Audience } from '@adcontrol/domain/audiences/audience';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError, ListPageHeader } from '../../../components/list-page';
import { ListPager } from '../../../components/list-pager';
import { RefreshBar } from '../../../components/refresh-bar';
import { paths } from '../../../config/paths';
import { useAudiences } from '../../../entities/audiences/api/get-audiences';
import { errorText } from '../../../lib/error-text';
import { PAGE_SIZES, useAudienceListFilter } from '../hooks/use-audience-list-filter';
import { AudienceCards } from './audience-cards';
import { EmptyAudiences, LoadingAudiences } from './audience-list-states';
import { AudiencesSearch } from './audiences-search';
import { AudiencesTable } from './audiences-table';
import { DeleteAudienceDialog } from './delete-audience-dialog';

/** /audience: the caller's audiences, searched and paged by the server. */
export function AudiencesPage() {
  const { t } = useTranslation();
  const { filter, setFilter } = useAudienceListFilter();
  const list = useAudiences(filter);
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [toDelete, setToDelete] = useState<Audience | null>(null);
  const onSearch = useCallback((search: string | undefined) => setFilter({ search }), [setFilter]);

  const { data } = list;

  const View = isPhone ? AudienceCards : AudiencesTable;
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <ListPageHeader
        title={t('screens.audience')}
        summary={data ? t('audience.list.total', { count: data.total }) : t('audience.list.subtitle')}
      >
        <Button component={Link} to={paths.createAudience()} variant="contained" startIcon={<AddOutlined />}>
          {t('audience.list.create')}
        </Button>
      </ListPageHeader>

      <Card>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <AudiencesSearch search={filter.search} onSearch={onSearch} />
        </Box>
        <RefreshBar isShown={list.isFetching && Boolean(data)} />
        {list.isError && <ListError message={errorText(list.error, t)} onRetry={() => void list.refetch()} />}
        {list.isPending && !list.isError && <LoadingAudiences />}
        {data && data.items.length === 0 && (
          <EmptyAudiences
            isFiltered={Boolean(filter.search)}
            onClear={() => setFilter({ search: undefined })}
          />
        )}
        {data && data.items.length > 0 && <View audiences={data.items} onDelete={setToDelete} />}
        <ListPager data={data} filter={filter} pageSizes={PAGE_SIZES} onChange={setFilter} />
      </Card>
      <DeleteAudienceDialog audience={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
