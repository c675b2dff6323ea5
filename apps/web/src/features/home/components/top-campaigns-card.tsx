import type { TopCampaign } from '@adcontrol/domain/home/summary';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { FigureCell, notOnPhone, TableCard } from '../../../components/table-card';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignLink } from './campaign-link';

/** The five campaigns with the most impressions over the last 30 days, with their clicks and CTR. */
export function TopCampaignsCard({ campaigns }: { campaigns: readonly TopCampaign[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableCard
      title={t('home.top.title')}
      subtitle={t('home.top.subtitle')}
      isEmpty={campaigns.length === 0}
      emptyText={t('home.top.empty')}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('home.top.campaign')}</TableCell>
          <TableCell align="right">{t('home.metrics.impressions')}</TableCell>
          <TableCell align="right" sx={notOnPhone}>
            {t('home.metrics.clicks')}
          </TableCell>
          <TableCell align="right">{t('home.metrics.ctr')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell sx={{ py: 1.25 }}>
              <CampaignLink {...campaign} />
            </TableCell>
            <FigureCell>{format.number(campaign.impressions)}</FigureCell>
            <FigureCell sx={notOnPhone}>{format.number(campaign.clicks)}</FigureCell>
            <FigureCell>{format.ctr(campaign.ctr)}</FigureCell>
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
