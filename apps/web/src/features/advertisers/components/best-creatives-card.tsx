import type { BestCreative } from '@adcontrol/domain/advertisers/overview';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';

const figure = { whiteSpace: 'nowrap' } as const;

interface BestCreativesCardProps {
  creatives: readonly BestCreative[];
  minImpressions: number;
}

/** The creatives with the highest CTR over the days, among those shown often enough for it to mean something. */
export function BestCreativesCard({ creatives, minImpressions }: BestCreativesCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = t('advertiser.creatives.title');
  return (
    <SectionCard
      title={title}
      subtitle={t('advertiser.creatives.subtitle', { minimum: format.number(minImpressions) })}
    >
      {creatives.length === 0 ? (
        <Typography color="text.secondary">
          {t('advertiser.creatives.empty', { minimum: format.number(minImpressions) })}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-label={title}
          sx={{
            '& td, & th': { px: 1 },
            '& tr > :first-of-type': { pl: 0 },
            '& tr > :last-of-type': { pr: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('advertiser.creatives.creative')}</TableCell>
              <TableCell align="right">{t('advertiser.metrics.ctr')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('advertiser.metrics.impressions')}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
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
                <TableCell align="right" sx={{ ...figure, fontWeight: 700 }}>
                  <Figure>{format.ctr(creative.ctr)}</Figure>
                </TableCell>
                <TableCell align="right" sx={{ ...figure, display: { xs: 'none', sm: 'table-cell' } }}>
                  <Figure>{format.number(creative.impressions)}</Figure>
                </TableCell>
                <TableCell align="right" sx={{ ...figure, display: { xs: 'none', sm: 'table-cell' } }}>
                  <Figure>{format.number(creative.clicks)}</Figure>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
