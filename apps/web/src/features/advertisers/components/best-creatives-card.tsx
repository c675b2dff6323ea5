import type { BestCreative } from '@adcontrol/domain/advertisers/overview';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FigureCell, notOnPhone, TableCard } from '../../../components/table-card';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';

interface BestCreativesCardProps {
  creatives: readonly BestCreative[];
  minImpressions: number;
}

/** The creatives with the highest CTR over the days, among those shown often enough for it to mean something. */
export function BestCreativesCard({ creatives, minImpressions }: BestCreativesCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableCard
      title={t('advertiser.creatives.title')}
      subtitle={t('advertiser.creatives.subtitle', { minimum: format.number(minImpressions) })}
      isEmpty={creatives.length === 0}
      emptyText={t('advertiser.creatives.empty', { minimum: format.number(minImpressions) })}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('advertiser.creatives.creative')}</TableCell>
          <TableCell align="right">{t('advertiser.metrics.ctr')}</TableCell>
          <TableCell align="right" sx={notOnPhone}>
            {t('advertiser.metrics.impressions')}
          </TableCell>
          <TableCell align="right" sx={notOnPhone}>
            {t('advertiser.metrics.clicks')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {creatives.map((creative) => (
          <TableRow key={creative.id}>
            <TableCell component="th" scope="row" sx={{ py: 1.25 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{creative.name}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t(`advertiser.formats.${creative.format}`)} ·{' '}
                <Link component={RouterLink} to={paths.campaign(creative.campaignId)} underline="hover">
                  {creative.campaignName}
                </Link>
              </Typography>
            </TableCell>
            <FigureCell sx={{ fontWeight: 700 }}>{format.ctr(creative.ctr)}</FigureCell>
            <FigureCell sx={notOnPhone}>{format.number(creative.impressions)}</FigureCell>
            <FigureCell sx={notOnPhone}>{format.number(creative.clicks)}</FigureCell>
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
