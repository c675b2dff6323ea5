import { launchProblem } from '@adcontrol/domain/rules/campaign-creatives';
import { can } from '@adcontrol/domain/rules/permissions';
import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useCampaignDetails } from '../../../entities/campaigns/api/get-campaign-details';
import { ApiError } from '../../../lib/api-client';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNameAvailability, useSaveCampaign } from '../api/campaign-calls';
import { CreativesStep } from '../creatives/creatives-step';
import type { RenderAudienceBuilder } from '../creatives/fields/audience-picker';
import { draftStore, resetDraft, STEPS, updateDraft, useDraft, type WizardState } from '../state/draft-store';
import { GENERAL_FIELDS, type GeneralField, generalProblems } from '../state/general-problems';
import { draftFromCampaign, savePayload, tallyOf } from '../state/payload';
import { EditActions } from './edit-actions';
import { GeneralStep } from './general-step';
import { ProofOfPaymentDialog } from './proof-of-payment-dialog';
import { ReviewStep } from './review-step';
import { useSender } from './use-sender';

/** The server names a field of `general` (snake case) or a creative list; this is where the user fixes it. */
const SERVER_FIELDS: Record<string, GeneralField> = {
  campaign_name: 'name',
  new_campaign_name: 'name',
  advertiser_id: 'advertiserId',
  country: 'country',
  currency: 'currency',
  campaign_purchase_model: 'model',
  campaign_total_budget: 'budget',
  unit_price: 'price',
  campaign_start_date: 'start',
  campaign_end_date: 'end',
  ctr: 'ctr',
  conversion_rate: 'conversionRate',
};

/** Opens `?edit={id}` as a draft with action edit, once, unless the draft already holds that campaign. */
function useEditedCampaign(editId: number | null, draft: WizardState) {
  const isLoaded = editId === null || (draft.action === 'edit' && draft.id === editId);
  const details = useCampaignDetails(isLoaded ? null : editId, { isForEditing: true });
  useEffect(() => {
    if (details.data && !isLoaded) draftStore.set(draftFromCampaign(details.data));
  }, [details.data, isLoaded]);
  return { isLoaded, details };
}

/**
 * An advertiser's campaigns are its own (SPEC 5: the advertiser's own account is fixed): the draft takes the
 * account as advertiser, and its country, currency and time zone where the draft has none yet.
 */
function useOwnAdvertiser(draft: WizardState) {
  const { account, role } = useSession();
  const ownId = can(role, 'advertisers.actAsSelf') ? (account?.id ?? null) : null;
  useEffect(() => {
    if (ownId === null || !account || draft.advertiserId === ownId) return;
    updateDraft({
      advertiserId: ownId,
      ...(account.country && !draft.country
        ? { country: account.country, currency: COUNTRY_CURRENCY[account.country] }
        : {}),
      ...(account.timezone && !draft.timezone ? { timezone: account.timezone } : {}),
    });
  }, [ownId, account, draft.advertiserId, draft.country, draft.timezone]);
}

/**
 * SPEC 2 `/campaigns/create`: the campaign wizard (general data, creatives, review and launch). The draft lives
 * in local storage (SPEC 3), so a reload continues on the same step; `?edit={id}` opens a saved campaign.
 */
export function CampaignWizardPage({
  renderAudienceBuilder,
}: {
  renderAudienceBuilder?: RenderAudienceBuilder;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useSearchParams();
  const draft = useDraft();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const editId = Number(search.get('edit')) || null;
  const { isLoaded, details } = useEditedCampaign(editId, draft);
  useOwnAdvertiser(draft);
  const [triedSteps, setTriedSteps] = useState<ReadonlySet<number>>(new Set());
  const [confirmReset, setConfirmReset] = useState(false);
  const [proofOpen, setProofOpen] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveCampaign();
  const sender = useSender();

  const checkedName = useDebouncedValue(draft.name, 400);
  const availability = useNameAvailability(checkedName, draft.action === 'edit' ? draft.id : null);
  const nameTaken = availability.data?.available === false && checkedName.trim() === draft.name.trim();
  const problems = generalProblems(draft, nameTaken);
  const generalValid = Object.keys(problems).length === 0;
  const problem = draft.format ? launchProblem(draft.format, tallyOf(draft)) : null;

  // Back from the audience builder: on to the creatives, unless the general data still needs filling in.
  const canReachCreatives = generalValid && draft.format !== null;
  useEffect(() => {
    const audienceId = Number(search.get('audienceId'));
    if (!audienceId) return;
    updateDraft({ pendingAudienceId: audienceId, step: canReachCreatives ? 1 : 0 });
    setSearch(
      (current) => {
        current.delete('audienceId');
        return current;
      },
      { replace: true },
    );
  }, [search, setSearch, canReachCreatives]);

  if (editId !== null && !isLoaded) {
    if (details.isError) {
      const isMissing = details.error instanceof ApiError && details.error.status === 404;
      return (
        <CenteredPage>
          <Alert severity={isMissing ? 'warning' : 'error'} role="alert">
            {isMissing ? t('campaigns.wizard.notFound') : t('messages.common.unexpectedReload')}
          </Alert>
        </CenteredPage>
      );
    }
    return (
      <CenteredPage>
        <Typography>{t('campaigns.wizard.loading')}</Typography>
      </CenteredPage>
    );
  }

  const goTo = (step: number) => {
    if (step > draft.step && draft.step === 0 && !generalValid) {
      setTriedSteps((tried) => new Set(tried).add(0));
      const first = GENERAL_FIELDS.find((field) => problems[field]);
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (step > 1 && draft.step <= 1) setTriedSteps((tried) => new Set(tried).add(1));
    updateDraft({ step });
    window.scrollTo({ top: 0 });
  };

  const launch = () => {
    setSaveError(null);
    save.mutate(savePayload(draft, sender), {
      onSuccess: (campaign) => {
        enqueueSnackbar(
          t(draft.action === 'edit' ? 'messages.campaigns.updated' : 'messages.campaigns.created'),
          {
            variant: 'success',
          },
        );
        setProofOpen(false);
        resetDraft();
        void navigate(paths.creatives(campaign.id));
      },
      onError: (error) => {
        setProofOpen(false);
        const root = error instanceof ApiError ? error.field?.split('.') : undefined;
        const general = root?.[0] === 'general' ? SERVER_FIELDS[root[1] ?? ''] : undefined;
        if (general) {
          setTriedSteps((tried) => new Set(tried).add(0));
          updateDraft({ step: 0 });
        }
        setSaveError(serverText(error));
      },
    });
  };
  const serverText = (error: unknown) => saveFailureText(error, t, t('messages.campaigns.saveFailed'));

  const step = STEPS[draft.step] ?? 'general';
  // A step shows as done only when it is: passed over while empty, it is not.
  const hasCreatives = Object.values(tallyOf(draft).total).some((count) => count > 0);
  const stepDone = [generalValid, hasCreatives && problem === null, false];
  const isLast = draft.step === STEPS.length - 1;
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {draft.action === 'edit'
            ? t('campaigns.wizard.editTitle', { name: draft.oldName ?? draft.name })
            : t('campaigns.wizard.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {draft.action === 'edit' && draft.id !== null && (
            <EditActions id={draft.id} name={draft.oldName ?? draft.name} />
          )}
          <Button startIcon={<RestartAltOutlined />} onClick={() => setConfirmReset(true)}>
            {t('campaigns.wizard.actions.startOver')}
          </Button>
        </Stack>
      </Stack>

      <Stepper
        nonLinear
        activeStep={draft.step}
        orientation="horizontal"
        alternativeLabel={isPhone}
        sx={{ mb: 3 }}
      >
        {STEPS.map((name, index) => (
          <Step key={name} completed={index < draft.step && stepDone[index]}>
            <StepButton onClick={() => goTo(index)}>{t(`campaigns.wizard.steps.${name}`)}</StepButton>
          </Step>
        ))}
      </Stepper>

      {saveError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}

      <Stack spacing={3}>
        {draft.pendingAudienceId !== null && step !== 'review' && (
          <Alert severity="info" onClose={() => updateDraft({ pendingAudienceId: null })}>
            {t('campaigns.wizard.audienceCreated')}
          </Alert>
        )}
        {step === 'general' && <GeneralStep draft={draft} problems={problems} showAll={triedSteps.has(0)} />}
        {step === 'creatives' &&
          (draft.format ? (
            <CreativesStep
              format={draft.format}
              creatives={draft}
              onChange={(next) => updateDraft(next)}
              showErrors={triedSteps.has(1)}
              country={draft.country}
              renderAudienceBuilder={renderAudienceBuilder}
            />
          ) : (
            <Alert severity="info">{t('campaigns.wizard.chooseFormatFirst')}</Alert>
          ))}
        {step === 'review' && <ReviewStep draft={draft} problem={problem} />}
      </Stack>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4, gap: 2 }}>
        <Button disabled={draft.step === 0} onClick={() => goTo(draft.step - 1)}>
          {t('campaigns.wizard.actions.back')}
        </Button>
        {isLast ? (
          <Button
            variant="contained"
            disabled={save.isPending || problem !== null || !generalValid}
            onClick={() => (draft.odt.length + draft.savedWorkOrders > 0 ? launch() : setProofOpen(true))}
          >
            {draft.action === 'edit'
              ? t('campaigns.wizard.actions.saveChanges')
              : t('campaigns.wizard.actions.launch')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => goTo(draft.step + 1)}>
            {t('campaigns.wizard.actions.next')}
          </Button>
        )}
      </Box>

      <ProofOfPaymentDialog
        draft={draft}
        open={proofOpen}
        isSaving={save.isPending}
        onClose={() => setProofOpen(false)}
        onLaunch={launch}
      />
      <ConfirmDialog
        open={confirmReset}
        title={t('campaigns.wizard.reset.title')}
        body={t('campaigns.wizard.reset.body')}
        confirmLabel={t('campaigns.wizard.reset.confirm')}
        cancelLabel={t('common.actions.cancel')}
        isDestructive
        onClose={() => setConfirmReset(false)}
        onConfirm={() => {
          resetDraft();
          setTriedSteps(new Set());
          setConfirmReset(false);
          if (editId !== null) void navigate(paths.createCampaign(), { replace: true });
        }}
      />
    </Container>
  );
}
