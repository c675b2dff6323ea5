import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Figure } from '../../../components/figure';

export interface BarColumn<R> {
  header: string;
  value: (row: R) => string;
}

interface BarTableProps<R> {
  /** Names the table (its caption) and the scrolling region around it. */
  caption: string;
  rows: readonly R[];
  keyOf: (row: R) => string;
  labelHeader: string;
  labelOf: (row: R) => string;
  columns: readonly BarColumn<R>[];
  /** The share of the largest the bar under each label shows (0 to 1), and what it measures. */
  barOf: (row: R) => number;
  barColor?: string;
  /** A long table scrolls within this height. */
  maxHeight?: number;
  /** Read by assistive technology beside a chart that shows the same: not a stop for the keyboard. */
  isForScreenReaders?: boolean;
}

/**
 * A breakdown as a table whose rows carry a bar: the bars are read at a glance, the exact figures beside
 * them, and a screen reader reads a plain table. A bar grows from the reading start, so it follows RTL.
 */
export function BarTable<R>({
  caption,
  rows,
  keyOf,
  labelHeader,
  labelOf,
  columns,
  barOf,
  barColor = 'primary.main',
  maxHeight,
  isForScreenReaders = false,
}: BarTableProps<R>) {
  const table = (
    <Table size="small" stickyHeader={maxHeight !== undefined}>
      <caption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{labelHeader}</TableCell>
          {columns.map((column) => (
            <TableCell key={column.header} scope="col" align="right">
              {/* bdi: "% of clicks" keeps its sign first in a right-to-left layout. */}
              <bdi>{column.header}</bdi>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={keyOf(row)}>
            <TableCell component="th" scope="row" sx={{ width: '55%', minWidth: { xs: 96, sm: 140 } }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {/* Isolated: an age band such as "-18" must not read "18-" in a right-to-left layout. */}
                <bdi>{labelOf(row)}</bdi>
              </Typography>
              <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
                <Box
                  sx={{
                    height: '100%',
                    borderRadius: 3,
                    bgcolor: barColor,
                    width: `${Math.max(0, Math.min(1, barOf(row))) * 100}%`,
                  }}
                />
              </Box>
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.header} align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Figure>{column.value(row)}</Figure>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  if (isForScreenReaders) return table;
  return (
    // A region that can scroll on a phone must be reachable by keyboard (WCAG 2.1.1).
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ overflow: 'auto', maxHeight, '& th, & td': { px: { xs: 0.5, sm: 1 } } }}
    >
      {table}
    </Box>
  );
}
