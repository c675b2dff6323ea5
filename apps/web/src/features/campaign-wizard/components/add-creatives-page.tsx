import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCampaignDetails } from '../../../entities/campaigns/api/get-campaign-details';
import { ApiError } from '../../../lib/api-client';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useRouteId } from '../../../lib/route-id';
import { useSaveCampaign } from '../api/campaign-calls';
import { CreativesStep } from '../creatives/creatives-step';
import type { RenderAudienceBuilder } from '../creatives/fields/audience-picker';
import type { DraftCreatives } from '../draft';
import { draftFromCampaign, savePayload, tallyOf } from '../state/payload';
import { CampaignMissing } from './campaign-missing';
import { useSender } from './use-sender';

const none: DraftCreatives = { pushs: [], banners: [], interstitials: [], videos: [], deleted: [] };

/**
 * SPEC 2 `/creatives/{id}/create`: new creatives for a saved, maybe running, campaign. Only the new ones are
 * sent (an edit keeps the creatives it does not mention, decision 021).
 */
export function AddCreativesPage({
  renderAudienceBuilder,
}: {
  renderAudienceBuilder?: RenderAudienceBuilder;
}) {
  const id = useRouteId();
  return id === null ? (
    <CampaignMissing />
  ) : (
    <AddCreatives id={id} renderAudienceBuilder={renderAudienceBuilder} />
  );
}

function AddCreatives({
  id,
  renderAudienceBuilder,
}: {
  id: number;
  renderAudienceBuilder?: RenderAudienceBuilder;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const campaign = useCampaignDetails(id, { isForEditing: true });
  const save = useSaveCampaign();
  const sender = useSender();
  const [creatives, setCreatives] = useState<DraftCreatives>(none);
  const [tried, setTried] = useState(false);

  if (campaign.isError) {
    return (
      <CampaignMissing failed={!(campaign.error instanceof ApiError && campaign.error.status === 404)} />
    );
  }
  if (!campaign.data) {
    return (
      <Container component="main" maxWidth="lg" sx={{ py: 5 }}>
        <Skeleton width={320} height={48} />
        <Skeleton variant="rounded" height={240} />
      </Container>
    );
  }
  const base = draftFromCampaign({ ...campaign.data, creatives: [] });
  const draft = { ...base, ...creatives };
  const added = tallyOf(draft);
  const isEmpty = Object.values(added.total).every((count) => count === 0);
  const incomplete = Object.values(added.invalid).some((count) => count > 0);
  // The campaign keeps its saved creatives, so only completeness is checked here; the server checks the whole.
  const invalidDisplay = added.invalid.banner + added.invalid.interstitial + added.invalid.video > 0;
  const problem = !incomplete
    ? null
    : invalidDisplay
      ? 'campaigns.creativesInvalid'
      : 'campaigns.pushInvalid';

  const submit = () => {
    setTried(true);
    if (isEmpty || incomplete) return;
    save.mutate(savePayload(draft, sender), {
      onSuccess: () => {
        enqueueSnackbar(t('messages.campaigns.updated'), { variant: 'success' });
        void navigate(paths.creatives(id));
      },
    });
  };

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {t('campaigns.addCreatives.title', { name: campaign.data.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('campaigns.addCreatives.subtitle')}
      </Typography>
      {tried && (isEmpty || problem) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {isEmpty ? t('campaigns.addCreatives.nothing') : t(`messages.${problem}`)}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {saveFailureText(save.error, t, t('messages.campaigns.saveFailed'))}
        </Alert>
      )}
      <CreativesStep
        format={campaign.data.format}
        creatives={creatives}
        onChange={setCreatives}
        showErrors={tried}
        country={campaign.data.country}
        renderAudienceBuilder={renderAudienceBuilder}
        takenNames={campaign.data.creatives?.map((creative) => creative.name)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4, gap: 2 }}>
        <Button component={Link} to={paths.creatives(id)}>
          {t('common.actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('campaigns.addCreatives.save')}
        </Button>
      </Box>
    </Container>
  );
}
