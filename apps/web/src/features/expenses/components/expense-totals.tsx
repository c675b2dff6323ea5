import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import { formatAmount } from '@adcontrol/domain/format/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** The period's whole spend in US dollars, and in each currency as it was spent. */
export function ExpenseTotals({ totals }: { totals: ExpenseReportResponse['totals'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <SectionCard title={t('expenses.totals.usd')}>
      <Typography sx={{ fontSize: { xs: 32, md: 40 }, fontWeight: 700, lineHeight: 1.1 }}>
        <Figure>{format.currency(totals.usd, 'USD')}</Figure>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {/* A phrase that starts with a figure keeps its order in a right-to-left layout. */}
        <Figure>{t('expenses.totals.campaigns', { count: totals.campaigns })}</Figure>
      </Typography>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
        {t('expenses.totals.byCurrency')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {totals.spend.map((line) => (
          <Box
            component="li"
            key={line.currency}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              borderBottom: 1,
              borderColor: 'divider',
              pb: 0.5,
            }}
          >
            <Typography sx={{ fontWeight: 700 }}>{line.currency}</Typography>
            <Typography>
              <Figure>{formatAmount(line.amount, line.currency, format.language)}</Figure>
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
