import type { ExpenseReportQuery } from '@adcontrol/domain/expenses/contracts';
import { EXPENSE_GROUPS, type ExpenseGroup } from '@adcontrol/domain/expenses/expenses';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../components/range-picker';
import type { DayRange } from '../../../lib/day-range';
import { useAddressParams } from '../../../lib/use-address-params';
import { lastMonth, networkToday, periodFrom, thisMonth } from '../lib/period';
import { DownloadButton } from './download-button';
import { ExpenseReportBody } from './expense-report-body';
import { GroupSwitch } from './group-switch';

const isGroup = (value: string | null): value is ExpenseGroup =>
  (EXPENSE_GROUPS as readonly (string | null)[]).includes(value);

/**
 * The expense report (`/expenses`, docs/decisions/038): spend over a period by advertiser, seller, country or
 * currency, in US dollars at the rates of the days spent. The period and grouping live in the address, so a
 * report can be shared or reloaded as it is.
 */
export function ExpensesPage() {
  const { t } = useTranslation();
  const [params, updateParams] = useAddressParams();
  const today = useMemo(() => networkToday(), []);
  const range = periodFrom(params.get('from'), params.get('to'), today);
  const asked = params.get('groupBy');
  const groupBy: ExpenseGroup = isGroup(asked) ? asked : 'advertiser';
  const query: ExpenseReportQuery = { from: range.start, to: range.end, groupBy };
  const presets = [
    { id: 'thisMonth', label: t('expenses.period.thisMonth'), range: thisMonth(today) },
    { id: 'lastMonth', label: t('expenses.period.lastMonth'), range: lastMonth(today) },
  ];
  const show = (next: { range?: DayRange; groupBy?: ExpenseGroup }) =>
    updateParams(
      (live) => {
        const chosen = next.range ?? periodFrom(live.get('from'), live.get('to'), today);
        const liveGroup = live.get('groupBy');
        const group = next.groupBy ?? (isGroup(liveGroup) ? liveGroup : 'advertiser');
        return new URLSearchParams({ from: chosen.start, to: chosen.end, groupBy: group });
      },
      { replace: true },
    );

  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: { xs: 2, md: 3 } }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h1">{t('expenses.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('expenses.subtitle')}
          </Typography>
        </Box>
        <DownloadButton query={query} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: { xs: 2, md: 3 } }}>
        <RangePicker
          range={range}
          presets={presets}
          texts={{
            label: t('expenses.period.label'),
            presets: t('expenses.period.presets'),
            from: t('expenses.period.from'),
            to: t('expenses.period.to'),
            apply: t('expenses.period.apply'),
            endBeforeStart: t('expenses.period.endBeforeStart'),
          }}
          onChange={(next) => show({ range: next })}
        />
        <GroupSwitch value={groupBy} onChange={(next) => show({ groupBy: next })} />
      </Box>
      <ExpenseReportBody query={query} />
    </Container>
  );
}
