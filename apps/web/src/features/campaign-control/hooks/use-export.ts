import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { formatInstantIn } from '@adcontrol/domain/format/format';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { type CsvSeparator, csvSeparatorFor } from '@adcontrol/domain/shared/csv-cell';
import { useTheme } from '@mui/material/styles';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useFormatters } from '../../../lib/use-formatters';
import type { ColumnId } from '../components/column-ids';
import type { ControlFilter } from './control-store';

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
  /** The CSV's separator when the reader chose one; else their language's (decision 055). */
  separator?: CsvSeparator;
}

/** "27/11/26 18:04 GMT-3" in the reader's own zone, or the browser's when the account names none it knows. */
function momentIn(now: Date, language: Parameters<typeof formatInstantIn>[1], timeZone: string | undefined) {
  try {
    return formatInstantIn(now, language, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return formatInstantIn(now, language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/**
 * The export's code (fetching every page, the table, CSV and XLSX writers) loads at the first export, not with
 * Control's first paint.
 */
function loadExportCode() {
  return Promise.all([
    import('../export/collect-rows'),
    import('../export/export-table'),
    import('../export/to-xlsx'),
  ]);
}

/** Writes the table to a CSV or XLSX file, fetching page after page with progress and a cancel. */
export function useExport() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const { account } = useSession();
  const timeZone = account?.timezone;
  const isRtl = useTheme().direction === 'rtl';
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const cancelled = useRef(false);

  const start = useCallback(
    async ({ format: kind, rows, filter, columns, separator }: ExportRequest) => {
      cancelled.current = false;
      setProgress({ done: 0, total: rows?.length ?? null });
      try {
        const [{ collectRows, ExportCancelled }, { downloadBlob, exportTable, toCsv }, { toXlsx }] =
          await loadExportCode();
        const all =
          rows ??
          (await collectRows(
            filter,
            (done, total) => setProgress({ done, total }),
            () => cancelled.current,
          ));
        if (cancelled.current) throw new ExportCancelled();
        const now = new Date();
        const table = exportTable(all, columns, {
          format,
          t,
          now,
          exportedAt: momentIn(now, format.language, timeZone),
        });
        const name = `${t('control.export.fileName')}-${networkDay(now)}.${kind}`;
        const blob =
          kind === 'csv'
            ? new Blob([toCsv(table, csvSeparatorFor(format.language, separator))], {
                type: 'text/csv;charset=utf-8',
              })
            : await toXlsx(table, { format, aboutSheet: t('control.export.aboutSheet'), rightToLeft: isRtl });
        if (cancelled.current) throw new ExportCancelled();
        downloadBlob(blob, name);
        enqueueSnackbar(t('control.export.done', { count: all.length }), { variant: 'success' });
      } catch (error) {
        // A cancelled export ends in ExportCancelled (or whatever its last call met): nothing to say.
        if (!cancelled.current) enqueueSnackbar(errorText(error, t), { variant: 'error' });
      } finally {
        setProgress(null);
      }
    },
    [format, t, enqueueSnackbar, timeZone, isRtl],
  );

  const cancel = useCallback(() => {
    cancelled.current = true;
    setProgress(null);
  }, []);

  return { progress, start, cancel };
}
