import type { PayableCampaign } from '@adcontrol/domain/payments/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignPaymentChip } from './status-chips';

interface CampaignsFieldProps {
  campaigns: PayableCampaign[] | undefined;
  isLoading: boolean;
  hasAdvertiser: boolean;
  currency: string;
  selected: number[];
  error: string | undefined;
  onChange: (selected: number[]) => void;
}

/** The advertiser's campaigns in the payment's currency, each with how far it is paid, to tick those it covers. */
export function CampaignsField(props: CampaignsFieldProps) {
  const { campaigns, isLoading, hasAdvertiser, currency, selected, error, onChange } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const offered = (campaigns ?? []).filter((campaign) => campaign.currency === currency);
  const toggle = (id: number, isOn: boolean) =>
    onChange(isOn ? [...selected, id] : selected.filter((each) => each !== id));
  let note = t('payments.fields.campaignsHint', { currency });
  if (!hasAdvertiser) note = t('payments.form.chooseAdvertiser');
  else if (!isLoading && offered.length === 0) note = t('payments.form.noCampaigns', { currency });
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('payments.fields.campaigns')}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{note}</FormHelperText>
      {isLoading && <Skeleton height={48} aria-label={t('payments.form.loadingCampaigns')} />}
      <Box sx={{ display: 'grid', gap: 0.5, maxHeight: 320, overflowY: 'auto' }}>
        {offered.map((campaign) => (
          <Box
            key={campaign.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
          >
            <FormControlLabel
              sx={{ flex: '1 1 220px', minWidth: 0, mr: 0 }}
              control={
                <Checkbox
                  checked={selected.includes(campaign.id)}
                  onChange={(event) => toggle(campaign.id, event.target.checked)}
                />
              }
              label={
                <Box component="span" sx={{ display: 'grid' }}>
                  <span>{campaign.name}</span>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t('payments.campaign.approved', {
                      approved: format.currency(campaign.payment.approved, campaign.currency),
                      budget: format.currency(campaign.budget, campaign.currency),
                    })}
                  </Typography>
                </Box>
              }
            />
            <CampaignPaymentChip state={campaign.payment.state} />
          </Box>
        ))}
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
