import type { ReportSettings as Settings } from '@adcontrol/domain/campaigns/campaign';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { type ReportSetting, useReportSetting } from '../api/set-report-setting';

const SETTINGS: readonly ReportSetting[] = ['consumption', 'showApps', 'typeReports'];

/** Admin only: what the advertiser's view and report include; each switch saves as it is flipped. */
export function ReportSettings({ campaignId, settings }: { campaignId: number; settings: Settings }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useReportSetting(campaignId);
  const saving = save.isPending ? save.variables : undefined;

  return (
    <SectionCard title={t('campaignDetail.settings.title')} subtitle={t('campaignDetail.settings.subtitle')}>
      <FormGroup>
        {SETTINGS.map((setting) => (
          <FormControlLabel
            key={setting}
            control={
              <Switch
                // Shows the new position while it saves; the stored one once the server answers.
                checked={saving?.setting === setting ? saving.value : settings[setting]}
                disabled={save.isPending}
                onChange={(event) =>
                  save.mutate(
                    { id: campaignId, setting, value: event.target.checked },
                    {
                      onSuccess: () =>
                        enqueueSnackbar(t('campaignDetail.settings.saved'), { variant: 'success' }),
                      onError: (error) => enqueueSnackbar(errorText(error, t), { variant: 'error' }),
                    },
                  )
                }
              />
            }
            label={t(`campaignDetail.settings.${setting}`)}
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
