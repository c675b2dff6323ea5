import type { ExpenseReportQuery } from '@adcontrol/domain/expenses/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { FiguresSkeleton } from '../../../components/page-skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useExpenseReport } from '../api/get-expense-report';
import { ExpenseTable } from './expense-table';
import { ExpenseTotals } from './expense-totals';
import { RatesUsed } from './rates-used';
import { TopGroupsChart } from './top-groups-chart';

const gap = { xs: 2, md: 3 } as const;

/** The figures of the asked period and grouping: totals and the largest groups, then every row, then the rates. */
export function ExpenseReportBody({ query }: { query: ExpenseReportQuery }) {
  const { t } = useTranslation();
  const report = useExpenseReport(query);
  const { data } = report;
  if (report.isError && !data) {
    // A period the report cannot cover is said in words; asking again would not help.
    if (report.error instanceof ApiError && report.error.code === 'VALIDATION_FAILED') {
      return <Alert severity="warning">{errorText(report.error, t)}</Alert>;
    }
    return <LoadError error={report.error} isRetrying={report.isFetching} onRetry={() => report.refetch()} />;
  }
  if (!data) return <FiguresSkeleton height={420} />;
  if (data.rows.length === 0) return <Alert severity="info">{t('expenses.empty')}</Alert>;
  return (
    <Box
      sx={{ display: 'grid', gap, opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <ExpenseTotals totals={data.totals} />
        <TopGroupsChart report={data} />
      </Box>
      <ExpenseTable report={data} />
      <RatesUsed rates={data.rates} />
    </Box>
  );
}
