import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Figure } from './figure';
import { SectionCard } from './section-card';

/** A column a phone leaves out. */
export const notOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface TableCardProps {
  /** Names the card and its table. */
  title: string;
  subtitle?: string;
  isEmpty: boolean;
  /** Said in place of the table when it has no row. */
  emptyText: string;
  /** A wide table scrolls sideways inside a named region a keyboard can reach. */
  isScrollable?: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

/** A dashboard card holding one small table, its first and last columns flush with the card's edges. */
export function TableCard({
  title,
  subtitle,
  isEmpty,
  emptyText,
  isScrollable = false,
  children,
}: TableCardProps) {
  const table = (
    <Table
      size="small"
      aria-label={title}
      sx={{
        '& td, & th': { px: 1 },
        '& tr > :first-of-type': { pl: 0 },
        '& tr > :last-of-type': { pr: 0 },
      }}
    >
      {children}
    </Table>
  );
  return (
    <SectionCard title={title} subtitle={subtitle}>
      {isEmpty ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : isScrollable ? (
        <Box role="region" aria-label={title} tabIndex={0} sx={{ overflowX: 'auto' }}>
          {table}
        </Box>
      ) : (
        table
      )}
    </SectionCard>
  );
}

/** A figure in a table row: at the cell's end, on one line, in its own reading order. */
export function FigureCell({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <TableCell align="right" sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Figure>{children}</Figure>
    </TableCell>
  );
}
