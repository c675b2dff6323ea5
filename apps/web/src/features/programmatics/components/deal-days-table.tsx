import type { DealStatisticsResponse } from '@adcontrol/domain/campaigns/programmatic';
import type { Currency } from '@adcontrol/domain/shared/enums';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

/** Hidden from sight, not from assistive technology. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface DealDaysTableProps {
  days: DealStatisticsResponse['days'];
  currency: Currency;
  /** Shown in place of the chart, newest day first; otherwise there for screen readers only. */
  isVisible: boolean;
}

/** Every day of the deal with its spend: the chart's figures, and what the chart does not draw. */
export function DealDaysTable({ days, currency, isVisible }: DealDaysTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rows = isVisible ? [...days].reverse() : days;
  const headers = ['impressions', 'clicks', 'ctr'].map((key) => t(`programmatics.columns.${key}`));
  return (
    <Box sx={isVisible ? { maxHeight: 420, overflow: 'auto' } : visuallyHidden}>
      <Table size="small" stickyHeader={isVisible}>
        <caption style={visuallyHidden}>{t('programmatics.detail.tableCaption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('programmatics.detail.date')}</TableCell>
            {[...headers, t('programmatics.detail.spend')].map((header) => (
              <TableCell key={header} scope="col" align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((day) => (
            <TableRow key={day.date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{format.day(day.date)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(day.impressions)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.number(day.clicks)}</Figure>
              </TableCell>
              <TableCell align="right">
                <Figure>{format.ctr(day.ctr)}</Figure>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{format.currency(day.spend, currency)}</Figure>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
