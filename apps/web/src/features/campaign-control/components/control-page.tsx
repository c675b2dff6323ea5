import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { can } from '@adcontrol/domain/rules/permissions';
import type { CsvSeparator } from '@adcontrol/domain/shared/csv-cell';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPageHeader } from '../../../components/list-page';
import { ListPager } from '../../../components/list-pager';
import { LoadingDialog } from '../../../components/loading-dialog';
import { RefreshBar } from '../../../components/refresh-bar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useFormatters } from '../../../lib/use-formatters';
import {
  activeFilterCount,
  PAGE_SIZES,
  resetFilter,
  setColumns,
  updateFilter,
  useControlPreferences,
} from '../hooks/control-store';
import { useCampaignActions } from '../hooks/use-campaign-actions';
import { useCampaignList } from '../hooks/use-campaign-list';
import { useExport } from '../hooks/use-export';
import { useLoadErrorNotice } from '../hooks/use-load-error-notice';
import { BulkBar } from './bulk-bar';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { CampaignsTable } from './campaigns-table';
import { ColumnChooser } from './column-chooser';
import { type ColumnId, defaultColumns, NUMERIC_COLUMNS, SORT_FIELD_OF } from './column-ids';
import { ControlStates } from './control-states-switch';
import { ControlToolbar } from './control-toolbar';
import { ExportProgress } from './export-progress';
import type { ExtraRowAction } from './row-actions';
import { StatusConfirmDialog } from './status-confirm-dialog';

/** Loaded with the first duplicate asked for: it checks the copy's name with the shared schema (zod). */
const DuplicateDialog = lazy(async () => ({ default: (await import('./duplicate-dialog')).DuplicateDialog }));

interface ControlPageProps {
  /** Actions the app adds to each row's menu from other features (the delivery modals). */
  extraRowActions?: (row: CampaignRow) => ExtraRowAction[];
  /** What those actions open (their dialogs), rendered with the page. */
  children?: ReactNode;
}

/** /campaigns (Control): the campaigns in the caller's scope, to follow their delivery and act on them. */
export function ControlPage({ extraRowActions, children }: ControlPageProps = {}) {
  const { t } = useTranslation();
  const { account } = useSession();
  const { filter, columns: chosen } = useControlPreferences();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const list = useCampaignList(filter);
  const actions = useCampaignActions();
  const exporter = useExport();
  const format = useFormatters();
  const [selected, setSelected] = useState<Map<number, CampaignRow>>(new Map());
  const [isChoosing, setIsChoosing] = useState(false);
  // Once asked for, the duplicate dialog stays mounted, so that it closes with its transition.
  const [hasDuplicated, setHasDuplicated] = useState(false);
  if (actions.duplicate.campaign !== null && !hasDuplicated) setHasDuplicated(true);
  useLoadErrorNotice(list.isError, list.failedAt);

  const columns = chosen ?? defaultColumns(isPhone);
  const visible = columns.filter((column) => column.isVisible).map((column) => column.id);
  const canChange = can(account?.role, 'campaigns.create');
  const { data } = list;
  // A page of rows is hundreds of elements: drawn as a deferred render, React yields to the browser while it
  // works instead of blocking a phone's main thread (as Home's dashboard); the skeleton stays until then. The
  // total and the pager follow the rows they describe.
  const shown = useDeferredValue(data);
  const rows = shown?.items;

  const onSelect = useCallback(
    (ids: number[], isSelected: boolean) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const id of ids) {
          const row = data?.items.find((item) => item.id === id);
          if (isSelected && row) next.set(id, row);
          else next.delete(id);
        }
        return next;
      }),
    [data],
  );

  const onSort = (column: ColumnId) => {
    const field = SORT_FIELD_OF[column];
    if (!field) return;
    const order =
      filter.sort === field
        ? filter.order === 'asc'
          ? 'desc'
          : 'asc'
        : NUMERIC_COLUMNS.has(column)
          ? 'desc'
          : 'asc';
    updateFilter({ sort: field, order });
  };

  const exportAll = (kind: 'csv' | 'xlsx', separator?: CsvSeparator) =>
    void exporter.start({ format: kind, rows: list.allRows, filter, columns: visible, separator });
  const exportSelected = (kind: 'csv' | 'xlsx') =>
    void exporter.start({ format: kind, rows: [...selected.values()], filter, columns: visible });
  const changeSelected = (action: 'pause' | 'activate') =>
    actions.status.takeMany([...selected.values()], action, () => setSelected(new Map()));

  const isFiltered = activeFilterCount(filter) > 0 || filter.search !== undefined;

  return (
    <Container component="main" maxWidth={false} sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <ListPageHeader
        title={t('screens.campaigns')}
        summary={
          shown
            ? t('control.total', { count: shown.total, formatted: format.number(shown.total) })
            : t('control.subtitle')
        }
      >
        {canChange && (
          <Button
            component={Link}
            to={paths.createCampaign()}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {t('control.create')}
          </Button>
        )}
      </ListPageHeader>

      <Card>
        <ControlToolbar
          filter={filter}
          canExport={Boolean(data && data.total > 0) && exporter.progress === null}
          onExport={exportAll}
          onChooseColumns={() => setIsChoosing(true)}
        />
        {exporter.progress && <ExportProgress progress={exporter.progress} onCancel={exporter.cancel} />}
        {selected.size > 0 && (
          <BulkBar
            count={selected.size}
            canChange={canChange}
            isPending={actions.status.isChangingMany}
            onPause={() => changeSelected('pause')}
            onActivate={() => changeSelected('activate')}
            onExport={exportSelected}
            onClear={() => setSelected(new Map())}
          />
        )}
        <RefreshBar isShown={list.isFetching && Boolean(data)} />
        <ControlStates
          list={list}
          isDrawing={shown === undefined}
          limit={filter.limit}
          isFiltered={isFiltered}
          onClear={resetFilter}
        />
        {rows && rows.length > 0 && (
          <CampaignsTable
            rows={rows}
            columns={visible}
            filter={filter}
            format={format}
            selected={new Set(selected.keys())}
            onSelect={onSelect}
            onSort={onSort}
            canChange={canChange}
            statusActionsOf={actions.status.actionsOf}
            onStatusAction={actions.status.take}
            onDuplicate={actions.duplicate.open}
            onDelete={actions.remove.open}
            extraActions={extraRowActions}
          />
        )}
        <ListPager data={shown} filter={filter} pageSizes={PAGE_SIZES} onChange={updateFilter} />
      </Card>

      <ColumnChooser
        open={isChoosing}
        columns={columns}
        onChange={setColumns}
        onReset={() => setColumns(null)}
        onClose={() => setIsChoosing(false)}
      />
      {hasDuplicated && (
        <Suspense fallback={<LoadingDialog onClose={actions.duplicate.close} />}>
          <DuplicateDialog
            campaign={actions.duplicate.campaign}
            isPending={actions.duplicate.isPending}
            error={actions.duplicate.error}
            onConfirm={actions.duplicate.confirm}
            onClose={actions.duplicate.close}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={actions.remove.campaign !== null}
        title={t('control.delete.title')}
        body={t('control.delete.body', { name: actions.remove.campaign?.name ?? '' })}
        confirmLabel={t('control.delete.confirm')}
        cancelLabel={t('common.actions.cancel')}
        isDestructive
        isPending={actions.remove.isPending}
        error={actions.remove.error}
        onConfirm={actions.remove.confirm}
        onClose={actions.remove.close}
      />
      <StatusConfirmDialog confirm={actions.status.confirm} />
      <BulkConfirmDialog confirm={actions.status.bulkConfirm} />
      {children}
    </Container>
  );
}
