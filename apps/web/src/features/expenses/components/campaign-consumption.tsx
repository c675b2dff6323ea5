import type { CampaignConsumption as Consumption } from '@adcontrol/domain/expenses/expenses';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Figure } from '../../../components/figure';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';

function CampaignItem({ campaign }: { campaign: Consumption }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 2fr) auto',
        },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Link
        id={nameId}
        component={RouterLink}
        to={paths.campaign(campaign.id)}
        sx={{ overflowWrap: 'anywhere' }}
      >
        <bdi>{campaign.name}</bdi>
      </Link>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('expenses.consumption.spent')}
        </Typography>
        <Typography variant="body2">
          <Figure>
            {format.currency(campaign.spent, campaign.currency)} · {format.currency(campaign.usd, 'USD')}
          </Figure>
        </Typography>
      </Box>
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2">
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
          aria-label={t('expenses.consumption.consumed')}
          aria-valuetext={format.percentage(campaign.consumed)}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Chip
        size="small"
        variant="outlined"
        color={campaign.sharedWithAdvertiser ? 'success' : 'default'}
        label={t(
          campaign.sharedWithAdvertiser ? 'expenses.consumption.sharedYes' : 'expenses.consumption.sharedNo',
        )}
        sx={{ justifySelf: 'start' }}
      />
    </Box>
  );
}

/**
 * An advertiser's campaigns that spent in the period: what each spent, what it has spent to date against its
 * budget, and whether the advertiser is shown that consumption (SPEC 7's switch, set on the campaign's page).
 * A list, not a table, so it reads on a phone without scrolling sideways.
 */
export function CampaignConsumption({
  name,
  campaigns,
}: {
  name: string;
  campaigns: readonly Consumption[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('expenses.consumption.title', { name })}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {campaigns.map((campaign) => (
          <CampaignItem key={campaign.id} campaign={campaign} />
        ))}
      </Box>
    </Box>
  );
}
