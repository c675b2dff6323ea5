import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { useGroupLabel } from './group-label';

const TOP = 8;

/**
 * The largest groups by US dollars as horizontal bars, each with its name and figure written beside it: a list a
 * screen reader reads plainly. Bars grow from the reading start, so they follow a right-to-left layout.
 */
export function TopGroupsChart({ report }: { report: ExpenseReportResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labelOf = useGroupLabel(report.groupBy);
  const top = report.rows.slice(0, TOP);
  const largest = Math.max(...top.map((row) => row.usd), 0);
  return (
    <SectionCard
      title={t('expenses.chart.title', { count: top.length })}
      subtitle={t('expenses.chart.subtitle')}
    >
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {top.map((row) => (
          <Box component="li" key={row.key} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <bdi>{labelOf(row)}</bdi>
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                <Figure>{format.currency(row.usd, 'USD')}</Figure>
              </Typography>
            </Box>
            <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }}>
              <Box
                data-testid="expense-bar"
                sx={{
                  height: '100%',
                  borderRadius: 5,
                  bgcolor: 'primary.main',
                  width: `${largest > 0 ? (row.usd / largest) * 100 : 0}%`,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
