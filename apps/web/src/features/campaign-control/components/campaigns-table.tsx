import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../../lib/format';
import type { ControlFilter } from '../hooks/control-store';
import { AdvertiserCell, CampaignNameCell, ProgressCell, StatusCell } from './campaign-cells';
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
      <Table size="small" aria-label={t('control.tableLabel')} sx={{ minWidth: 'max-content' }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
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
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
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
              <TableCell padding="checkbox">
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
                  sx={{
                    whiteSpace: id === 'campaign' ? 'normal' : 'nowrap',
                    minWidth: id === 'campaign' ? { xs: 140, md: 180 } : undefined,
                    maxWidth: id === 'campaign' ? { xs: 180, md: 280 } : undefined,
                  }}
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
