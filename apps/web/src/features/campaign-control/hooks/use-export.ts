import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { useSnackbar } from '../../../lib/notifications';
import type { ColumnId } from '../components/column-ids';
import { collectRows, ExportCancelled } from '../export/collect-rows';
import { downloadBlob, exportTable, toCsv, toXlsx } from '../export/export-table';
import type { ControlFilter } from './control-store';
import { useFormatters } from './use-formatters';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  done: number;
  total: number | null;
}

interface ExportRequest {
  format: ExportFormat;
  /** The rows to write when they are at hand (a selection, a list fetched whole); else every page is fetched. */
  rows: readonly CampaignRow[] | null;
  filter: ControlFilter;
  columns: readonly ColumnId[];
}

/** Writes the table to a CSV or XLSX file, fetching page after page with progress and a cancel. */
export function useExport() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);

  const start = useCallback(
    async ({ format: kind, rows, filter, columns }: ExportRequest) => {
      cancelled.current = false;
      setProgress({ done: 0, total: rows?.length ?? null });
      try {
        const all =
          rows ??
          (await collectRows(
            filter,
            (done, total) => setProgress({ done, total }),
            () => cancelled.current,
          ));
        if (cancelled.current) throw new ExportCancelled();
        const table = exportTable(all, columns, format, t);
        const name = `${t('control.export.fileName')}-${networkDay(Date.now())}.${kind}`;
        const blob =
          kind === 'csv'
            ? new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' })
            : await toXlsx(table, t('screens.campaigns'));
        if (cancelled.current) throw new ExportCancelled();
        downloadBlob(blob, name);
        enqueueSnackbar(t('control.export.done', { count: all.length }), { variant: 'success' });
      } catch (error) {
        if (!(error instanceof ExportCancelled))
          enqueueSnackbar(apiErrorText(t, error), { variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [format, t, enqueueSnackbar],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    setProgress(null);
  }, []);

  return { progress, start, cancel };
}
