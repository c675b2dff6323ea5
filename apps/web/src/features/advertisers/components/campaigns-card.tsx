import type { AdvertiserCampaign } from '@adcontrol/domain/advertisers/overview';
import { campaignStatusColour } from '@adcontrol/domain/rules/display-status';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/figure';
import { FigureCell, notOnPhone, TableCard } from '../../../components/table-card';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';

/** Columns a narrow screen leaves out: a phone keeps the campaign and its progress, a tablet its CTR too. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

function CampaignRow({ campaign }: { campaign: AdvertiserCampaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { progress } = campaign;
  const progressLabel = t(`advertiser.campaigns.progressOf.${progress.metric}`, {
    delivered: format.number(progress.delivered),
    target: format.number(progress.target),
  });
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ py: 1.25, minWidth: 180 }}>
        <Link
          component={RouterLink}
          to={paths.campaign(campaign.id)}
          underline="hover"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {campaign.name}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          <Figure>
            {format.campaignDate(campaign.startDate)} – {format.campaignDate(campaign.endDate)}
          </Figure>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <Chip
            size="small"
            color={campaignStatusColour(campaign)}
            label={t(`advertiser.displayStatuses.${campaign.displayStatus}`)}
          />
          <Chip
            size="small"
            variant="outlined"
            color={campaign.status === 'PENDING_APPROVAL' ? 'warning' : 'default'}
            label={t(`advertiser.statuses.${campaign.status}`)}
          />
        </Box>
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          <Figure>{format.percentage(progress.percentage)}</Figure>
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, progress.percentage)}
          aria-label={progressLabel}
          aria-valuetext={format.percentage(progress.percentage)}
          sx={{ height: 6, borderRadius: 3, my: 0.5 }}
        />
        <Typography variant="caption" color="text.secondary">
          <Figure>{progressLabel}</Figure>
        </Typography>
      </TableCell>
      <FigureCell sx={wide}>{format.number(campaign.impressions)}</FigureCell>
      <FigureCell sx={wide}>{format.number(campaign.clicks)}</FigureCell>
      <FigureCell sx={notOnPhone}>{format.ctr(campaign.ctr)}</FigureCell>
      <FigureCell sx={wide}>{format.number(campaign.reach)}</FigureCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...wide }}>
        <Figure>{format.wholeCurrency(campaign.spent, campaign.currency)}</Figure>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          <Figure>
            {t('advertiser.campaigns.ofBudget', {
              budget: format.wholeCurrency(campaign.budget, campaign.currency),
            })}
          </Figure>
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** Every campaign that ran during the days: its state, its delivery against target, its days' figures. */
export function CampaignsCard({ campaigns }: { campaigns: readonly AdvertiserCampaign[] }) {
  const { t } = useTranslation();
  return (
    <TableCard
      title={t('advertiser.campaigns.title')}
      subtitle={t('advertiser.campaigns.subtitle')}
      isEmpty={campaigns.length === 0}
      emptyText={t('advertiser.campaigns.empty')}
      // A long name or a narrow phone scrolls the table.
      isScrollable
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('advertiser.campaigns.campaign')}</TableCell>
          <TableCell>{t('advertiser.campaigns.progress')}</TableCell>
          <TableCell align="right" sx={wide}>
            {t('advertiser.metrics.impressions')}
          </TableCell>
          <TableCell align="right" sx={wide}>
            {t('advertiser.metrics.clicks')}
          </TableCell>
          <TableCell align="right" sx={notOnPhone}>
            {t('advertiser.metrics.ctr')}
          </TableCell>
          <TableCell align="right" sx={wide}>
            {t('advertiser.metrics.reach')}
          </TableCell>
          <TableCell align="right" sx={wide}>
            {t('advertiser.campaigns.spent')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaigns.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </TableBody>
    </TableCard>
  );
}
