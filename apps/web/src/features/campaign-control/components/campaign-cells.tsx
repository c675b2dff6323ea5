import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { Formatters } from '@adcontrol/domain/format/format';
import { campaignStatusColour } from '@adcontrol/domain/rules/display-status';
import { flightElapsed } from '@adcontrol/domain/rules/flight-elapsed';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../../components/plain-link';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';

/** SPEC 4: the status from the dates in its colour (pending approval too), beside the raw status. */
export function StatusCell({ row }: { row: CampaignRow }) {
  const { t } = useTranslation();
  const colour = campaignStatusColour(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Chip size="small" color={colour} label={t(`control.displayStatus.${row.displayStatus}`)} />
      <Typography variant="body2" color="text.secondary" component="span">
        {t(`control.rawStatus.${row.status}`)}
      </Typography>
    </Box>
  );
}

/**
 * Delivery against target as a bar and its percentage with 1 decimal (SPEC 9), and under it how much of the
 * flight has passed, so a reader sees at once whether delivery keeps pace.
 */
export function ProgressCell({ row, format }: { row: CampaignRow; format: Formatters }) {
  const { t } = useTranslation();
  const text = format.percentage(row.progress);
  const elapsed = flightElapsed(row.startDate, row.endDate, new Date());
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 150 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, row.progress))}
          aria-label={t('control.progressOf', { name: row.name })}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" component="bdi" dir="ltr" sx={{ minWidth: 48, textAlign: 'end' }}>
          {text}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'end' }}>
        {t('control.flightElapsed', { share: format.percentage(elapsed) })}
      </Typography>
    </Box>
  );
}

export function CampaignNameCell({ row }: { row: CampaignRow }) {
  return (
    <PlainLink to={paths.campaign(row.id)} sx={{ fontWeight: 500 }}>
      {row.name}
    </PlainLink>
  );
}

/** The advertiser's name leads to its page (decision 029), for everyone who has one: analysts have none. */
export function AdvertiserCell({ row, text }: { row: CampaignRow; text: string }) {
  const opensAdvertiser = useCan('home.read');
  if (!opensAdvertiser || !row.advertiserName) return text;
  return <PlainLink to={paths.advertiserOverview(row.advertiserId)}>{text}</PlainLink>;
}

/** The budget in US dollars, with the rate and its day under it, so the reader knows what it was converted at. */
export function BudgetUsdCell({ row, format }: { row: CampaignRow; format: Formatters }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <bdi dir="ltr">{format.currency(row.budgetUsd, 'USD')}</bdi>
      {row.currency !== 'USD' && (
        <Typography variant="caption" color="text.secondary" component="span">
          {t('control.exchangeRate', {
            perUsd: format.number(row.exchangeRate.perUsd, 4),
            currency: row.currency,
            date: format.day(row.exchangeRate.date),
          })}
        </Typography>
      )}
    </Box>
  );
}
