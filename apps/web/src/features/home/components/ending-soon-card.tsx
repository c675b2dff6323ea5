import type { EndingCampaign } from '@adcontrol/domain/home/summary';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignLink } from './campaign-link';

interface EndingSoonCardProps {
  campaigns: readonly EndingCampaign[];
  /** When the summary was taken: "tomorrow" counts from it. */
  asOf: string;
}

function Progress({ campaign }: { campaign: EndingCampaign }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { progress } = campaign;
  const labelId = `ending-${campaign.id}`;
  const isDone = progress.percentage >= 100;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, progress.percentage)}
        color={isDone ? 'success' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={format.percentage(progress.percentage)}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        id={labelId}
        variant="body2"
        color="text.secondary"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Figure>
          {progress.target > 0
            ? t(`home.endingSoon.delivered.${progress.metric}`, {
                percentage: format.percentage(progress.percentage),
                delivered: format.number(progress.delivered),
                target: format.number(progress.target),
              })
            : t('home.endingSoon.noTarget')}
        </Figure>
      </Typography>
    </Box>
  );
}

/** Campaigns in progress that end within 7 days, soonest first, with how much of their target is delivered. */
export function EndingSoonCard({ campaigns, asOf }: EndingSoonCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const today = networkDay(asOf);
  return (
    <SectionCard title={t('home.endingSoon.title')} subtitle={t('home.endingSoon.subtitle')}>
      {campaigns.length === 0 ? (
        <Typography color="text.secondary">{t('home.endingSoon.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
          {campaigns.map((campaign, index) => (
            <Box
              component="li"
              key={campaign.id}
              sx={{
                display: 'grid',
                gap: 1,
                py: 1.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <CampaignLink {...campaign} />
                </Box>
                <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <Figure>{format.daysAway(today, networkDay(campaign.endDate))}</Figure>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    <Figure>{format.campaignDateTime(campaign.endDate)}</Figure>
                  </Typography>
                </Box>
              </Box>
              <Progress campaign={campaign} />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
