import type { CampaignConsumption as Consumption } from '@adcontrol/domain/expenses/expenses';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
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
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * An advertiser's campaigns that spent in the period: what each spent, what it has spent to date against its
 * budget, and whether the advertiser is shown that consumption (SPEC 7's switch, set on the campaign's page).
 */
export function CampaignConsumption({
  name,
  campaigns,
}: {
  name: string;
  campaigns: readonly Consumption[];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = t('expenses.consumption.title', { name });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('expenses.consumption.campaign')}</TableCell>
            <TableCell scope="col" align="right">
              {t('expenses.consumption.spent')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('expenses.consumption.usd')}
            </TableCell>
            <TableCell scope="col" sx={{ minWidth: 200 }}>
              {t('expenses.consumption.toDate')}
            </TableCell>
            <TableCell scope="col">{t('expenses.consumption.shared')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((campaign) => {
            const barId = `consumed-${campaign.id}`;
            return (
              <TableRow key={campaign.id}>
                <TableCell component="th" scope="row" id={barId}>
                  <Link component={RouterLink} to={paths.campaign(campaign.id)}>
                    <bdi>{campaign.name}</bdi>
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Figure>{format.currency(campaign.spent, campaign.currency)}</Figure>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Figure>{format.currency(campaign.usd, 'USD')}</Figure>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                      <Figure>
                        {t('expenses.consumption.ofBudget', {
                          spent: format.wholeCurrency(campaign.spentToDate, campaign.currency),
                          budget: format.wholeCurrency(campaign.budget, campaign.currency),
                        })}
                      </Figure>
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      <Figure>{format.percentage(campaign.consumed)}</Figure>
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, campaign.consumed)}
                    aria-label={`${t('expenses.consumption.consumed')}: ${campaign.name}`}
                    aria-valuetext={format.percentage(campaign.consumed)}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={campaign.sharedWithAdvertiser ? 'success' : 'default'}
                    label={t(
                      campaign.sharedWithAdvertiser
                        ? 'expenses.consumption.sharedYes'
                        : 'expenses.consumption.sharedNo',
                    )}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
