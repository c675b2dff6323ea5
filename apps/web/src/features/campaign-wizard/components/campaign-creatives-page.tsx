import type { CampaignPreviewItem } from '@adcontrol/domain/campaigns/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { formatCampaignDate } from '@adcontrol/domain/format/format';
import { interstitialKindOf } from '@adcontrol/domain/rules/interstitial';
import { isMediaAddress } from '@adcontrol/domain/rules/media-address';
import type { CreativeStatus } from '@adcontrol/domain/shared/enums';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreviewFrame } from '../../../components/preview-frame';
import { paths } from '../../../config/paths';
import { useCampaignDetails } from '../../../entities/campaigns/api/get-campaign-details';
import { ApiError } from '../../../lib/api-client';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useRouteId } from '../../../lib/route-id';
import { useCampaignCreatives, useCreativePreviews, useCreativeStatus } from '../api/creative-calls';
import { CampaignMissing } from './campaign-missing';

/** Every card's picture box is this size, so a tall video never stretches its row and leaves holes. */
const BOX = { width: 300, height: 220 };

/** A plain picture (a banner or interstitial that shows its image) is drawn as one: no frame to load first. */
function pictureOf(creative: Creative): string | null {
  const image = creative.image?.trim();
  if (!image || !isMediaAddress(image)) return null;
  if (creative.format === 'banner') return image;
  if (creative.format === 'interstitial' && interstitialKindOf(creative) === 'image') return image;
  return null;
}

function Thumbnail({
  creative,
  preview,
  isLoading,
}: {
  creative: Creative;
  preview: CampaignPreviewItem | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const title = t('campaigns.creativesPage.previewOf', { name: creative.name });
  const picture = pictureOf(creative);
  if (picture) {
    return (
      <Box
        component="img"
        src={picture}
        alt={title}
        loading="lazy"
        decoding="async"
        sx={{ maxWidth: BOX.width, maxHeight: BOX.height, objectFit: 'contain', alignSelf: 'center' }}
      />
    );
  }
  if (preview && 'html' in preview) {
    // Fits the box both ways: a 360 × 640 phone is drawn 124 px wide rather than 533 px tall.
    const fitWidth = Math.min(BOX.width, (preview.width * BOX.height) / preview.height);
    const { html, width, height } = preview;
    return <PreviewFrame html={html} width={width} height={height} fitWidth={fitWidth} title={title} />;
  }
  if (preview?.error.code === 'HTML_FETCH_FAILED') {
    // A tag's address that could not be read says so in its own card (SPEC 8), never the address as text.
    return (
      <Alert severity="error" sx={{ alignSelf: 'center' }}>
        {t('messages.creatives.htmlFetchFailed')}
      </Alert>
    );
  }
  if (isLoading) return <Skeleton variant="rounded" width={BOX.width} height={BOX.height} />;
  return (
    <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
      {t('campaigns.creativesPage.noPreview')}
    </Typography>
  );
}

function CreativeTile({
  creative,
  preview,
  isPreviewLoading,
  selected,
  onSelect,
  onStatus,
  isBusy,
}: {
  creative: Creative;
  preview: CampaignPreviewItem | undefined;
  isPreviewLoading: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: CreativeStatus) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const active = creative.status === 0;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-label={creative.name}
    >
      <Box
        sx={{
          bgcolor: 'action.hover',
          p: 1.5,
          height: BOX.height + 24,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        <Thumbnail creative={creative} preview={preview} isLoading={isPreviewLoading} />
      </Box>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Checkbox checked={selected} onChange={(event) => onSelect(event.target.checked)} />}
            label={
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{creative.name}</Typography>
            }
          />
          <Chip
            size="small"
            color={active ? 'success' : 'default'}
            label={active ? t('campaigns.creativesPage.active') : t('campaigns.creativesPage.paused')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t(`campaigns.creatives.formats.${creative.format}`)}
          {creative.audience ? ` · ${creative.audience}` : ''}
        </Typography>
        {/* The label names what the switch turns on and off; the badge above says which it is now. */}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={active}
              disabled={isBusy}
              onChange={(event) => onStatus(event.target.checked ? 0 : 1)}
            />
          }
          label={t('campaigns.creativesPage.delivery')}
        />
      </CardContent>
    </Card>
  );
}

/**
 * SPEC 2 `/creatives/{id}`: a campaign's creatives with their previews (sandboxed), paused or activated one by
 * one or several at once, and the ways to edit the campaign or add creatives to it.
 */
export function CampaignCreativesPage() {
  const id = useRouteId();
  return id === null ? <CampaignMissing /> : <CampaignCreatives id={id} />;
}

function CampaignCreatives({ id }: { id: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const campaign = useCampaignDetails(id, { isForEditing: true });
  const creatives = useCampaignCreatives(id);
  const previews = useCreativePreviews(id);
  const status = useCreativeStatus(id);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const change = (ids: readonly number[], next: CreativeStatus) =>
    status.mutate(
      { ids, status: next },
      {
        onSuccess: () => {
          enqueueSnackbar(
            t(next === 0 ? 'campaigns.creativesPage.activated' : 'campaigns.creativesPage.pausedDone', {
              count: ids.length,
            }),
            {
              variant: 'success',
            },
          );
          setSelected(new Set());
        },
        onError: (error) =>
          enqueueSnackbar(saveFailureText(error, t, t('messages.common.unexpectedTryLater')), {
            variant: 'error',
          }),
      },
    );

  if (campaign.isError || creatives.isError) {
    const error = campaign.error ?? creatives.error;
    return <CampaignMissing failed={!(error instanceof ApiError && error.status === 404)} />;
  }

  const list = creatives.data ?? [];
  const previewOf = (creativeId: number) =>
    previews.data?.find((preview) => preview.creativeId === creativeId);
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {campaign.data?.name ?? <Skeleton width={280} />}
          </Typography>
          {campaign.data && (
            <Typography color="text.secondary">
              {t('campaigns.creativesPage.subtitle', {
                status: t(`campaigns.statuses.${campaign.data.status}`),
                start: formatCampaignDate(campaign.data.startDate),
                end: formatCampaignDate(campaign.data.endDate),
                count: list.length,
              })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} useFlexGap>
          <Button component={Link} to={`${paths.createCampaign()}?edit=${id}`} startIcon={<EditOutlined />}>
            {t('campaigns.creativesPage.edit')}
          </Button>
          <Button
            component={Link}
            to={paths.createCreative(id)}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {t('campaigns.creativesPage.add')}
          </Button>
        </Stack>
      </Stack>

      {selected.size > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Stack direction="row" spacing={1}>
              <Button size="small" disabled={status.isPending} onClick={() => change([...selected], 1)}>
                {t('campaigns.creativesPage.pauseSelected')}
              </Button>
              <Button size="small" disabled={status.isPending} onClick={() => change([...selected], 0)}>
                {t('campaigns.creativesPage.activateSelected')}
              </Button>
            </Stack>
          }
        >
          {t('campaigns.creativesPage.selected', { count: selected.size })}
        </Alert>
      )}

      {creatives.isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((slot) => (
            <Grid key={slot} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={260} />
            </Grid>
          ))}
        </Grid>
      ) : list.length === 0 ? (
        <Alert severity="info">{t('campaigns.creativesPage.empty')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {list.map((creative) => (
            <Grid key={creative.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CreativeTile
                creative={creative}
                preview={previewOf(creative.id)}
                isPreviewLoading={previews.isPending}
                selected={selected.has(creative.id)}
                isBusy={status.isPending}
                onSelect={(isSelected) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (isSelected) next.add(creative.id);
                    else next.delete(creative.id);
                    return next;
                  })
                }
                onStatus={(next) => change([creative.id], next)}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
