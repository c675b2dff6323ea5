import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import type { ExpenseRow } from '@adcontrol/domain/expenses/expenses';
import { formatAmount } from '@adcontrol/domain/format/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { CampaignConsumption } from './campaign-consumption';
import { useGroupLabel } from './group-label';
import { type Sort, type SortColumn, sortRows, spendIn } from './sorting';
import { ToggleCampaigns } from './toggle-campaigns';

/**
 * Every group's spend, a column per currency and the dollars, with the totals below; each column sorts. Grouped
 * by advertiser, a row opens on its campaigns' consumption.
 */
export function ExpenseTable({ report }: { report: ExpenseReportResponse }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const labelOf = useGroupLabel(report.groupBy);
  const [sort, setSort] = useState<Sort>({ column: 'usd', direction: 'desc' });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const currencies = report.totals.spend.map((line) => line.currency);
  const group = t(`expenses.groupBy.${report.groupBy}`);
  const canDrill = report.groupBy === 'advertiser';
  const rows = sortRows(report.rows, sort, labelOf, i18n.language);
  const columnCount = 3 + currencies.length;

  const header = (column: SortColumn, title: string, align: 'left' | 'right' = 'right') => (
    <TableCell
      scope="col"
      align={align}
      sortDirection={sort.column === column ? sort.direction : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <TableSortLabel
        active={sort.column === column}
        direction={sort.column === column ? sort.direction : column === 'label' ? 'asc' : 'desc'}
        onClick={() =>
          setSort((current) =>
            current.column === column
              ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
              : { column, direction: column === 'label' ? 'asc' : 'desc' },
          )
        }
      >
        {title}
      </TableSortLabel>
    </TableCell>
  );
  const toggle = (row: ExpenseRow) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(row.key)) next.delete(row.key);
      else next.add(row.key);
      return next;
    });

  return (
    <SectionCard title={t('expenses.table.title', { group: group.toLowerCase() })}>
      <Box
        role="region"
        aria-label={t('expenses.table.title', { group: group.toLowerCase() })}
        tabIndex={0}
        sx={{ overflow: 'auto', containerType: 'inline-size', '& th, & td': { px: { xs: 1, sm: 1.5 } } }}
      >
        <Table size="small">
          <caption
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('expenses.table.caption', {
              group: group.toLowerCase(),
              from: format.day(report.from),
              to: format.day(report.to),
            })}
          </caption>
          <TableHead>
            <TableRow>
              {header('label', group, 'left')}
              {header('usd', t('expenses.table.usd'))}
              {header('campaigns', t('expenses.table.campaigns'))}
              {currencies.map((currency) => (
                <Fragment key={currency}>{header(currency, currency)}</Fragment>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const isOpen = open.has(row.key);
              const label = labelOf(row);
              return (
                <Fragment key={row.key}>
                  <TableRow hover>
                    <TableCell component="th" scope="row" sx={{ minWidth: { xs: 140, md: 200 } }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        {canDrill && (
                          <ToggleCampaigns name={label} isOpen={isOpen} onToggle={() => toggle(row)} />
                        )}
                        <bdi>{label}</bdi>
                      </Box>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                      <Figure>{formatAmount(row.usd, 'USD', format.language)}</Figure>
                    </TableCell>
                    <TableCell align="right">
                      <Figure>{format.number(row.campaigns)}</Figure>
                    </TableCell>
                    {currencies.map((currency) => (
                      <TableCell key={currency} align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {row.spend.some((line) => line.currency === currency) ? (
                          <Figure>{formatAmount(spendIn(row, currency), currency, format.language)}</Figure>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                  {isOpen && (
                    <TableRow>
                      <TableCell colSpan={columnCount} sx={{ bgcolor: 'action.hover', py: 2 }}>
                        <Box
                          sx={{ position: 'sticky', insetInlineStart: 0, maxWidth: 'calc(100cqi - 32px)' }}
                        >
                          <CampaignConsumption
                            name={label}
                            campaigns={report.campaigns.filter(
                              (campaign) => campaign.advertiserId === row.accountId,
                            )}
                          />
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell component="th" scope="row">
                {t('expenses.table.total')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{formatAmount(report.totals.usd, 'USD', format.language)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(report.totals.campaigns)}</Figure>
              </TableCell>
              {report.totals.spend.map((line) => (
                <TableCell key={line.currency} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Figure>{formatAmount(line.amount, line.currency, format.language)}</Figure>
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </SectionCard>
  );
}
