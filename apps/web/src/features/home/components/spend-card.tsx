import type { HomeSpend } from '@adcontrol/domain/home/summary';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** Budget of the campaigns in progress, spent so far, one line per currency (never converted). */
export function SpendCard({ spend }: { spend: readonly HomeSpend[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard title={t('home.spend.title')} subtitle={t('home.spend.subtitle')}>
      {spend.length === 0 ? (
        <Typography color="text.secondary">{t('home.spend.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
          {spend.map((line) => {
            const labelId = `spend-${line.currency}`;
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
                      <Figure>{t('home.spend.campaigns', { count: line.campaigns })}</Figure>
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
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
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  <Figure>
                    {t('home.spend.spentOf', {
                      spent: format.wholeCurrency(line.spent, line.currency),
                      budget: format.wholeCurrency(line.budget, line.currency),
                    })}
                  </Figure>
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
