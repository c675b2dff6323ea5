import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { ApiError } from '../../../lib/api-client';
import { errorText, preciseKey } from '../../../lib/error-text';
import { useActivityExport } from '../api/export-activity';
import { useActivity } from '../api/get-activity';
import { useLoginEvents } from '../api/get-login-events';
import {
  type ActivityAddress,
  type ActivityTab,
  changesQuery,
  PAGE_SIZES,
  signInsQuery,
  useActivityFilter,
} from '../hooks/use-activity-filter';
import { ChangesFilters, SignInsFilters } from './activity-filters';
import { ChangesTable } from './changes-table';
import { SignInsTable } from './sign-ins-table';

interface ListProps {
  filter: ActivityAddress;
  onChange: (patch: Partial<ActivityAddress>) => void;
}

interface ListState {
  isFetching: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The filters by the names the API gives them, so an address it refuses names the filter as the screen does. */
const filterLabels = (t: TFunction) => ({
  personId: t('activity.filters.person'),
  entityType: t('activity.filters.entity'),
  action: t('activity.filters.action'),
  from: t('activity.filters.from'),
  to: t('activity.filters.to'),
  email: t('activity.filters.email'),
  success: t('activity.filters.outcome'),
});

/** A failed list in the reader's words; a refused filter is named as the filters name it, never "personId: …". */
function listErrorText(t: TFunction, error: unknown): string {
  const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
  const labels: Readonly<Record<string, string>> = filterLabels(t);
  const label = field && Object.hasOwn(labels, field) ? labels[field] : undefined;
  if (!(error instanceof ApiError) || !label) return errorText(error, t);
  return `${label}: ${preciseKey(error) ? errorText(error, t) : t('messages.validation.invalid')}`;
}

/** A tab's list body: progress, error with retry, the empty word, the table and the pager. */
function ListBody({
  state,
  total,
  table,
  filter,
  onChange,
}: ListProps & { state: ListState; total: number | undefined; table: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ height: 4 }}>{state.isFetching && !state.isPending && <LinearProgress aria-hidden />}</Box>
      {state.error ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void state.refetch()}>
              {t('activity.retry')}
            </Button>
          }
        >
          {listErrorText(t, state.error)}
        </Alert>
      ) : null}
      {state.isPending && !state.error && <LinearProgress sx={{ m: 2 }} aria-label={t('activity.loading')} />}
      {total === 0 && (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
          {t('activity.empty')}
        </Typography>
      )}
      {total !== undefined && total > 0 && (
        <>
          {table}
          <ListPagination
            total={total}
            page={filter.page}
            limit={filter.limit}
            pageSizes={PAGE_SIZES}
            onPage={(page) => onChange({ page })}
            onLimit={(limit) => onChange({ limit })}
          />
        </>
      )}
    </>
  );
}

function ChangesPanel({ filter, onChange }: ListProps) {
  const { t } = useTranslation();
  const query = changesQuery(filter);
  const list = useActivity(query);
  const exporter = useActivityExport();
  const { page: _page, limit: _limit, ...exported } = query;
  return (
    <>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
        <ChangesFilters filter={filter} onChange={onChange} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
            <bdi>{list.data ? t('activity.changes.total', { count: list.data.total }) : ''}</bdi>
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            loading={exporter.isPending}
            disabled={list.data?.total === 0}
            onClick={() => exporter.mutate(exported)}
          >
            {t('activity.export')}
          </Button>
        </Box>
        {exporter.isError && <Alert severity="error">{t('activity.exportFailed')}</Alert>}
      </Box>
      <ListBody
        filter={filter}
        onChange={onChange}
        state={list}
        total={list.data?.total}
        table={<ChangesTable items={list.data?.items ?? []} />}
      />
    </>
  );
}

function SignInsPanel({ filter, onChange }: ListProps) {
  const { t } = useTranslation();
  const list = useLoginEvents(signInsQuery(filter));
  return (
    <>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}>
        <SignInsFilters filter={filter} onChange={onChange} />
        <Typography color="text.secondary" aria-live="polite">
          <bdi>{list.data ? t('activity.signIns.total', { count: list.data.count }) : ''}</bdi>
        </Typography>
      </Box>
      <ListBody
        filter={filter}
        onChange={onChange}
        state={list}
        total={list.data?.count}
        table={<SignInsTable events={list.data?.events ?? []} />}
      />
    </>
  );
}

/** /activity (admins): every change with who, for whom, what, before and after; and every sign-in. */
export function ActivityPage() {
  const { t } = useTranslation();
  const { filter, setFilter } = useActivityFilter();
  const onTab = (tab: ActivityTab) =>
    setFilter({ tab, entityType: undefined, action: undefined, email: undefined, success: undefined });
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ mb: 3, px: { xs: 0.5, sm: 0 } }}>
        <Typography variant="h1" gutterBottom>
          {t('screens.activity')}
        </Typography>
        <Typography color="text.secondary">{t('activity.subtitle')}</Typography>
      </Box>
      <Card>
        <Tabs
          value={filter.tab}
          onChange={(_, tab: ActivityTab) => onTab(tab)}
          aria-label={t('screens.activity')}
          sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="changes"
            label={t('activity.tabs.changes')}
            id="activity-tab-changes"
            aria-controls="activity-panel"
          />
          <Tab
            value="sign-ins"
            label={t('activity.tabs.signIns')}
            id="activity-tab-sign-ins"
            aria-controls="activity-panel"
          />
        </Tabs>
        <Box role="tabpanel" id="activity-panel" aria-labelledby={`activity-tab-${filter.tab}`}>
          {filter.tab === 'changes' ? (
            <ChangesPanel filter={filter} onChange={setFilter} />
          ) : (
            <SignInsPanel filter={filter} onChange={setFilter} />
          )}
        </Box>
      </Card>
    </Container>
  );
}
