import type { Audience } from '@adcontrol/domain/audiences/audience';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAudience } from '../../../entities/audiences/api/get-audience';
import { errorText } from '../../../lib/error-text';
import { useRouteId } from '../../../lib/route-id';
import { audienceCountQueryOptions } from '../api/count-audience';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { type DownloadState, useExportDownload } from '../hooks/use-export-download';
import { AudienceLoadFailure, AudienceNotFound, LoadingAudience } from './audience-loading-states';
import { AudiencePageFrame } from './audience-page-frame';
import { FilterChips } from './filter-chips';

function DownloadProgress({ state, onCancel }: { state: DownloadState; onCancel: () => void }) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  if (state.status !== 'downloading') return null;
  const { devices, total } = state.progress;
  const percent = total ? Math.min(100, (devices / total) * 100) : undefined;
  const label =
    total === null
      ? t('audience.export.receivedSoFar', { count: devices, devices: format.number(devices) })
      : t('audience.export.received', { devices: format.number(devices), total: format.number(total) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('audience.export.progress')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          <bdi>{label}</bdi>
        </Typography>
        <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
      </Box>
    </Box>
  );
}

/**
 * The two numbers an export involves, each named for what it is: the people the audience reaches (an estimate,
 * the sample's devices times their country's multiplier) and the sample's devices the file lists.
 */
function ExportFigures({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  // Counted now, as the file will be: the saved size may predate a change of the population.
  const counted = useQuery(
    audienceCountQueryOptions('private', { filters: audience.filters, options: audience.options }),
  );
  const people = counted.data?.count ?? audience.size;
  const devices = counted.data?.devices;
  const isMultiplied = !audience.options.ignoreMultiplier;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 6, rowGap: 2 }}>
        <ExportFigure label={t('audience.export.people')} value={format.size(people)} />
        <ExportFigure
          label={t('audience.export.devices')}
          value={devices === undefined ? (counted.isPending ? '…' : '—') : format.number(devices)}
        />
      </Box>
      <Typography variant="body2">
        {t(isMultiplied ? 'audience.export.numbersMultiplied' : 'audience.export.numbersIgnored')}
      </Typography>
    </Box>
  );
}

function ExportFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="overline" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        <bdi>{value}</bdi>
      </Typography>
    </Box>
  );
}

function DownloadOutcome({ state }: { state: DownloadState }) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  if (state.status === 'done') {
    return (
      <Alert severity="success">
        {t('audience.export.done', {
          count: state.devices,
          devices: format.number(state.devices),
          filename: state.filename,
        })}
      </Alert>
    );
  }
  if (state.status === 'cancelled') return <Alert severity="info">{t('audience.export.cancelled')}</Alert>;
  if (state.status === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {errorText(state.error, t)}
      </Alert>
    );
  }
  return null;
}

/** /audience/:id/export: what the audience is, and its devices as a CSV download with its progress. */
export function ExportAudiencePage() {
  const { t } = useTranslation();
  const id = useRouteId();
  if (id === null) {
    return (
      <AudiencePageFrame title={t('screens.exportAudience')} maxWidth="md">
        <AudienceNotFound />
      </AudiencePageFrame>
    );
  }
  return <ExportAudience id={id} />;
}

function ExportAudience({ id }: { id: number }) {
  const { t } = useTranslation();
  const audience = useAudience(id);
  const download = useExportDownload(id);
  const isDownloading = download.state.status === 'downloading';
  return (
    <AudiencePageFrame title={t('screens.exportAudience')} maxWidth="md">
      {audience.isError && (
        <AudienceLoadFailure error={audience.error} onRetry={() => void audience.refetch()} />
      )}
      {audience.isPending && <LoadingAudience />}
      {audience.data && (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1, overflowWrap: 'anywhere' }}>
                {audience.data.name}
              </Typography>
              <FilterChips filters={audience.data.filters} />
            </Box>
            <ExportFigures audience={audience.data} />
            <Typography variant="body2" color="text.secondary">
              {t('audience.export.explain')}
            </Typography>
            <DownloadProgress state={download.state} onCancel={download.cancel} />
            <DownloadOutcome state={download.state} />
            {!isDownloading && (
              <Box>
                <Button
                  variant="contained"
                  startIcon={<DownloadOutlined />}
                  onClick={() => void download.start()}
                >
                  {t('audience.export.download')}
                </Button>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </AudiencePageFrame>
  );
}
