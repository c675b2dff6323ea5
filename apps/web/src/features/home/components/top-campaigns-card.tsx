import type { TopCampaign } from '@adcontrol/domain/home/summary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignLink } from './campaign-link';

const figure = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The five campaigns with the most impressions over the last 30 days, with their clicks and CTR. */
export function TopCampaignsCard({ campaigns }: { campaigns: readonly TopCampaign[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard title={t('home.top.title')} subtitle={t('home.top.subtitle')}>
      {campaigns.length === 0 ? (
        <Typography color="text.secondary">{t('home.top.empty')}</Typography>
      ) : (
        <Table
          size="small"
          aria-label={t('home.top.title')}
          sx={{
            '& td, & th': { px: 1 },
            '& tr > :first-of-type': { pl: 0 },
            '& tr > :last-of-type': { pr: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('home.top.campaign')}</TableCell>
              <TableCell align="right">{t('home.metrics.impressions')}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
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
                <TableCell align="right" sx={figure}>
                  <Figure>{format.number(campaign.impressions)}</Figure>
                </TableCell>
                <TableCell align="right" sx={{ ...figure, display: { xs: 'none', sm: 'table-cell' } }}>
                  <Figure>{format.number(campaign.clicks)}</Figure>
                </TableCell>
                <TableCell align="right" sx={figure}>
                  <Figure>{format.ctr(campaign.ctr)}</Figure>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
