import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { campaignStatusColour } from '@adcontrol/domain/rules/display-status';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Figure } from '../../../components/figure';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';
import { useFormatters } from '../../../lib/use-formatters';

/** The campaign's name, its state, who it is for and when it runs, and where to change it. */
export function DetailHeader({ campaign, statusActions }: { campaign: Campaign; statusActions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const seesAdvertiser = useCan('campaigns.seeAdvertiser');
  // Analysts read statistics only (ARCHITECTURE 6): every other reader may edit.
  const edits = useCan('campaigns.create');
  const people = [
    campaign.advertiserName && seesAdvertiser
      ? t('campaignDetail.header.advertiser', { name: campaign.advertiserName })
      : null,
    campaign.sellerName ? t('campaignDetail.header.seller', { name: campaign.sellerName }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={campaignStatusColour(campaign)}
            label={t(`campaignDetail.displayStatuses.${campaign.displayStatus}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={campaign.status === 'PENDING_APPROVAL' ? 'warning' : 'default'}
            label={t(`campaignDetail.statuses.${campaign.status}`)}
          />
          <Typography variant="body2" color="text.secondary">
            <Figure>
              {format.campaignDate(campaign.startDate)} – {format.campaignDate(campaign.endDate)}
            </Figure>{' '}
            · {t(`campaignDetail.header.model`, { model: campaign.purchaseModel, country: campaign.country })}
          </Typography>
        </Box>
        {people.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {people.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {statusActions}
        {edits && (
          <Button
            component={Link}
            to={paths.editCampaign(campaign.id)}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('campaignDetail.header.edit')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
