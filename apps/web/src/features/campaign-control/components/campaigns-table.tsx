import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { Formatters } from '@adcontrol/domain/format/format';
import Checkbox from '@mui/material/Checkbox';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { ControlFilter } from '../hooks/control-store';
import { AdvertiserCell, BudgetUsdCell, CampaignNameCell, ProgressCell, StatusCell } from './campaign-cells';
import { type ColumnId, NUMERIC_COLUMNS, SORT_FIELD_OF } from './column-ids';
import { columnText } from './column-values';
import { type RowActionHandlers, RowActions } from './row-actions';

interface CampaignsTableProps extends RowActionHandlers {
  rows: readonly CampaignRow[];
  columns: readonly ColumnId[];
  filter: ControlFilter;
  format: Formatters;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], isSelected: boolean) => void;
  onSort: (column: ColumnId) => void;
}

const CHECKBOX_WIDTH = 48;

/** The classes of the two cells that stay in view. */
const BOX = 'control-box-cell';
const NAME = 'control-name-cell';

/**
 * The table's cell styles, once for the whole table rather than per cell (a page draws hundreds of cells).
 * The selection box and the campaign's name stay in view while the table scrolls sideways (at the left, or the
 * right in right-to-left, which the theme's RTL styles flip). A stuck cell needs an opaque background, so it
 * repaints the row's hover and selected tints over the paper itself.
 */
function tableStyles(theme: Theme) {
  const { action, primary, background, divider } = theme.palette;
  const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;
  return {
    minWidth: 'max-content',
    // Separate borders travel with the cells that stay in view; collapsed ones stay behind.
    borderCollapse: 'separate',
    borderSpacing: 0,
    '& .MuiTableCell-root': { whiteSpace: 'nowrap' },
    '& .MuiTableCell-head': { fontWeight: 600 },
    [`& .${BOX}, & .${NAME}`]: { position: 'sticky', zIndex: 1, backgroundColor: background.paper },
    [`& .${BOX}`]: { width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH, maxWidth: CHECKBOX_WIDTH, left: 0 },
    [`& .${NAME}`]: { left: CHECKBOX_WIDTH, borderRight: `1px solid ${divider}` },
    [`& .MuiTableCell-body.${NAME}`]: {
      whiteSpace: 'normal',
      minWidth: 140,
      maxWidth: 180,
      [theme.breakpoints.up('md')]: { minWidth: 180, maxWidth: 280 },
    },
    [`& .MuiTableRow-hover:hover > .${BOX}, & .MuiTableRow-hover:hover > .${NAME}`]: {
      backgroundImage: tint(action.hover),
    },
    [`& .Mui-selected > .${BOX}, & .Mui-selected > .${NAME}`]: {
      backgroundImage: tint(alpha(primary.main, action.selectedOpacity)),
    },
    [`& .Mui-selected:hover > .${BOX}, & .Mui-selected:hover > .${NAME}`]: {
      backgroundImage: tint(alpha(primary.main, action.selectedOpacity + action.hoverOpacity)),
    },
  } as const;
}

function Cell({
  id,
  row,
  format,
  handlers,
}: {
  id: ColumnId;
  row: CampaignRow;
  format: Formatters;
  handlers: RowActionHandlers;
}) {
  const { t } = useTranslation();
  if (id === 'actions') return <RowActions row={row} {...handlers} />;
  if (id === 'campaign') return <CampaignNameCell row={row} />;
  if (id === 'status') return <StatusCell row={row} />;
  if (id === 'progress') return <ProgressCell row={row} format={format} />;
  if (id === 'budgetUsd') return <BudgetUsdCell row={row} format={format} />;
  const text = columnText(id, row, format, t);
  if (id === 'advertiser') return <AdvertiserCell row={row} text={text} />;
  return NUMERIC_COLUMNS.has(id) || id === 'duration' ? <bdi dir="ltr">{text}</bdi> : text;
}

/** The Control table: the columns the user chose, in their order, sortable where the list can sort. */
export function CampaignsTable({
  rows,
  columns,
  filter,
  format,
  selected,
  onSelect,
  onSort,
  ...handlers
}: CampaignsTableProps) {
  const { t } = useTranslation();
  const ids = rows.map((row) => row.id);
  const selectedHere = ids.filter((id) => selected.has(id)).length;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('control.tableLabel')} sx={tableStyles}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" className={BOX}>
              <Checkbox
                checked={ids.length > 0 && selectedHere === ids.length}
                indeterminate={selectedHere > 0 && selectedHere < ids.length}
                onChange={(event) => onSelect(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('control.selectPage') } }}
              />
            </TableCell>
            {columns.map((id) => {
              const field = SORT_FIELD_OF[id];
              const isActive = field !== undefined && filter.sort === field;
              return (
                <TableCell
                  key={id}
                  align={NUMERIC_COLUMNS.has(id) ? 'right' : 'left'}
                  sortDirection={isActive ? filter.order : false}
                  className={id === 'campaign' ? NAME : undefined}
                >
                  {field ? (
                    <TableSortLabel
                      active={isActive}
                      direction={isActive ? filter.order : 'asc'}
                      onClick={() => onSort(id)}
                    >
                      {t(`control.columns.${id}`)}
                    </TableSortLabel>
                  ) : (
                    t(`control.columns.${id}`)
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selected.has(row.id)}>
              <TableCell padding="checkbox" className={BOX}>
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('control.selectRow', { name: row.name }) } }}
                />
              </TableCell>
              {columns.map((id) => (
                <TableCell
                  key={id}
                  align={NUMERIC_COLUMNS.has(id) ? 'right' : 'left'}
                  className={id === 'campaign' ? NAME : undefined}
                >
                  <Cell id={id} row={row} format={format} handlers={handlers} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
