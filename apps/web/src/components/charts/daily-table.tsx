import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useFormatters } from '../../lib/use-formatters';
import { Figure } from '../figure';
import { visuallyHidden } from '../visually-hidden';
import type { DailyRow } from './daily-row';

/** The table's words, from the screen that shows it. */
export interface DailyTableTexts {
  caption: string;
  date: string;
  impressions: string;
  clicks: string;
  ctr: string;
}

/** A figure the chart does not draw, shown after the CTR (a deal's spend). */
export interface ExtraDailyColumn<Row extends DailyRow> {
  title: string;
  value(day: Row): string;
}

interface DailyTableProps<Row extends DailyRow> {
  daily: readonly Row[];
  texts: DailyTableTexts;
  /** Shown in place of the chart; otherwise it is there for screen readers only. */
  isVisible?: boolean;
  extraColumn?: ExtraDailyColumn<Row>;
}

/** The chart's every figure, day by day, newest first when shown (the day a buyer checks first). */
export function DailyTable<Row extends DailyRow>({
  daily,
  texts,
  isVisible = false,
  extraColumn,
}: DailyTableProps<Row>) {
  const format = useFormatters();
  const caption = texts.caption;
  const days = isVisible ? [...daily].reverse() : daily;
  const table = (
    <Table size="small" stickyHeader={isVisible}>
      <caption style={visuallyHidden}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{texts.date}</TableCell>
          <TableCell scope="col" align="right">
            {texts.impressions}
          </TableCell>
          <TableCell scope="col" align="right">
            {texts.clicks}
          </TableCell>
          <TableCell scope="col" align="right">
            {texts.ctr}
          </TableCell>
          {extraColumn && (
            <TableCell scope="col" align="right">
              {extraColumn.title}
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {days.map((day) => (
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
            {extraColumn && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{extraColumn.value(day)}</Figure>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // A table cannot be narrower than its cells, so the hiding box clips it (and keeps the page from scrolling sideways).
  if (!isVisible) return <Box sx={visuallyHidden}>{table}</Box>;
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1), so it takes focus and is named.
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 280,
        maxHeight: { xs: 440, lg: 'none' },
        overflow: 'auto',
        '& th, & td': { px: 1 },
      }}
    >
      {table}
    </Box>
  );
}
