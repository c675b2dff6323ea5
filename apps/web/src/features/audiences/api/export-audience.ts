import { type ExportAudienceQuery, exportAudience, getAudience } from '@adcontrol/domain/audiences/contracts';
import { encodeQuery } from '@adcontrol/domain/contract/build-path';
import { buildPath } from '@adcontrol/domain/contract/define-endpoint';
import { errorEnvelope } from '@adcontrol/domain/shared/app-error';
import type { Language } from '@adcontrol/domain/shared/enums';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import { filenameOf } from '../../../lib/downloads';

export interface ExportProgress {
  /** Device lines received so far. */
  devices: number;
  /** Device lines announced by `X-Audience-Count`, or null when the server did not say. */
  total: number | null;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
  devices: number;
}

/**
 * GET /audiences/:id/export, read as it streams: the CSV is too large to wait for in silence, so the device
 * lines are counted as they arrive (comment lines and the `device_id` header are not devices). `callEndpoint`
 * parses JSON answers, hence this reader of its own; it sends the same bearer token.
 */
export async function fetchAudienceExport(
  id: number,
  {
    signal,
    onProgress,
    lang,
  }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void; lang?: Language } = {},
): Promise<ExportedFile> {
  const query: ExportAudienceQuery = lang ? { lang } : {};
  let response = await request(id, query, signal);
  if (response.status === 401) {
    // An access token that expired while the page sat open: any call through the client renews it, then the
    // download is asked once more.
    await callEndpoint(getAudience, { params: { id } });
    response = await request(id, query, signal);
  }
  if (!response.ok) throw await toApiError(response);

  const announced = Number.parseInt(response.headers.get('x-audience-count') ?? '', 10);
  const total = Number.isFinite(announced) && announced >= 0 ? announced : null;
  const filename = filenameOf(response.headers.get('content-disposition')) ?? `audience-${id}.csv`;
  const counter = deviceLineCounter();
  const chunks: BlobPart[] = [];
  onProgress?.({ devices: 0, total });
  if (response.body) {
    const reader = response.body.getReader();
    // Cancelling stops the reading at once, whether or not the network layer ends the body itself.
    const stop = () => void reader.cancel().catch(() => {});
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        onProgress?.({ devices: counter.add(value), total });
      }
    } finally {
      signal?.removeEventListener('abort', stop);
    }
    signal?.throwIfAborted();
  } else {
    const text = await response.arrayBuffer();
    chunks.push(text);
    counter.add(new Uint8Array(text));
  }
  const devices = counter.end();
  onProgress?.({ devices, total });
  return { blob: new Blob(chunks, { type: 'text/csv' }), filename, devices };
}

function request(id: number, query: ExportAudienceQuery, signal: AbortSignal | undefined): Promise<Response> {
  return fetchFile(`${API_PREFIX}${buildPath(exportAudience.path, { id })}${encodeQuery(query)}`, {
    accept: 'text/csv',
    ...(signal ? { signal } : {}),
  });
}

/**
 * Counts the device lines of the CSV as its bytes arrive, however the lines are split between chunks: after the
 * `#` definition lines, the first line is the heading (in the file's language), then one device per line.
 */
export function deviceLineCounter() {
  const decoder = new TextDecoder();
  let pending = '';
  let devices = 0;
  let isPastHeading = false;
  const countLine = (line: string) => {
    const text = line.trim();
    // A definition line starts with its `#` label, quoted if it ever holds a separator (decision 044).
    const isDefinition = text.startsWith('#') || text.startsWith('"#');
    if (text === '' || isDefinition) return;
    if (isPastHeading) devices += 1;
    else isPastHeading = true;
  };
  return {
    add(bytes: Uint8Array): number {
      const lines = (pending + decoder.decode(bytes, { stream: true })).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(countLine);
      return devices;
    },
    end(): number {
      countLine(pending + decoder.decode());
      pending = '';
      return devices;
    },
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorEnvelope.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return new ApiError(response.status, 'UNKNOWN', 'Unknown server error');
  return new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.field);
}
