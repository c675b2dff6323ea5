import type { AdvertiserSpend } from '@adcontrol/domain/advertisers/overview';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** Budget, spend and what is left, one line per currency (never converted), of the campaigns of the days. */
export function SpendCard({ spend }: { spend: readonly AdvertiserSpend[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard title={t('advertiser.spend.title')} subtitle={t('advertiser.spend.subtitle')}>
      {spend.length === 0 ? (
        <Typography color="text.secondary">{t('advertiser.spend.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {spend.map((line) => {
            const labelId = `advertiser-spend-${line.currency}`;
            const money = (amount: number) => format.wholeCurrency(amount, line.currency);
            return (
              <Box component="li" key={line.currency} sx={{ display: 'grid', gap: 0.75 }}>
                <Box
                  sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
                    <Typography id={labelId} sx={{ fontWeight: 700 }}>
                      {line.currency}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <Figure>{t('advertiser.spend.campaigns', { count: line.campaigns })}</Figure>
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700 }}>
                    <Figure>{format.percentage(line.spentPercentage)}</Figure>
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, line.spentPercentage)}
                  aria-labelledby={labelId}
                  aria-valuetext={format.percentage(line.spentPercentage)}
                  sx={{ height: 8, borderRadius: 4 }}
                />
                <Typography variant="body2" color="text.secondary">
                  <Figure>
                    {t('advertiser.spend.spentOf', { spent: money(line.spent), budget: money(line.budget) })}
                  </Figure>
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <Figure>{t('advertiser.spend.left', { left: money(line.left) })}</Figure>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Figure>{t('advertiser.spend.inPeriod', { spent: money(line.spentInPeriod) })}</Figure>
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
