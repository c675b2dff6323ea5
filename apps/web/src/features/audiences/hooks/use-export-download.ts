import type { Language } from '@adcontrol/domain/shared/enums';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/downloads';
import { type ExportProgress, fetchAudienceExport } from '../api/export-audience';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: ExportProgress }
  | { status: 'done'; devices: number; filename: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/** One export download at a time, with its progress, a cancel, and the file handed to the browser at the end. */
export function useExportDownload(id: number) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;

  // Leaving the page stops the download.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'downloading', progress: { devices: 0, total: null } });
    try {
      const file = await fetchAudienceExport(id, {
        signal: current.signal,
        lang,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ status: 'downloading', progress });
        },
      });
      if (current.signal.aborted) return;
      saveFile(file);
      setState({ status: 'done', devices: file.devices, filename: file.filename });
    } catch (error) {
      setState(current.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, [id, lang]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
