import type { GeoCoordinate } from '@adcontrol/domain/audiences/audience';
import {
  COORDINATE_SHEET_COLUMNS,
  COORDINATE_SHEET_MAX_BYTES,
  type CoordinateSheetResponse,
} from '@adcontrol/domain/audiences/contracts';
import {
  rowProblemOf,
  type SheetProblem,
  sheetProblemOf,
} from '@adcontrol/domain/audiences/coordinate-sheet-problems';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { isRefusal, saveFailureText } from '../../../../lib/error-text';
import { useCoordinateSheetUpload } from '../../api/coordinate-sheet';
import type { LookupMode } from './geography-values';

const MAX_MB = Math.round(COORDINATE_SHEET_MAX_BYTES / (1024 * 1024));
const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The server's words for a refused sheet (missing columns, no rows); its codes for size and type; a lost
 * connection or a failure the server did not explain as any failed save.
 */
function uploadErrorText(t: TFunction, error: unknown): string {
  const failed = t('messages.files.uploadFailed');
  if (!(error instanceof ApiError)) return failed;
  // Small enough to send, too large once opened (a bomb, too many rows): not the size limit.
  if (isRefusal(error, 'files.tooLargeToRead')) return t('messages.files.tooLargeToRead');
  if (error.code === 'PAYLOAD_TOO_LARGE') return t('audience.geography.upload.tooLarge', { max: MAX_MB });
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return t('messages.files.invalidFile');
  const problem = sheetProblemOf(error.message);
  return problem ? sheetProblemWords(t, problem) : saveFailureText(error, t, failed);
}

function sheetProblemWords(t: TFunction, problem: SheetProblem): string {
  if (problem.kind === 'missingColumns') {
    return t('audience.geography.upload.problems.missingColumns', {
      columns: problem.columns.join(', '),
      missing: problem.missing.join(', '),
    });
  }
  return t(`audience.geography.upload.problems.${problem.kind}`, problem);
}

/** Why a row was left out, in the reader's language (the API writes it in English). */
function rowProblemWords(t: TFunction, reason: string): string {
  const problem = rowProblemOf(reason);
  if (!problem) return reason;
  if (problem.kind === 'codeNotMarket') {
    return t('audience.geography.upload.rowProblems.codeNotMarket', {
      got: problem.got,
      markets: problem.markets.join(', '),
    });
  }
  return t(`audience.geography.upload.rowProblems.${problem.kind}`, problem);
}

interface CoordinateUploadProps {
  lookups: LookupMode;
  onPoints: (points: GeoCoordinate[]) => void;
}

/** Bulk points from an .xlsx: the valid rows join the audience, the others are listed with their reason. */
export function CoordinateUpload({ lookups, onPoints }: CoordinateUploadProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const upload = useCoordinateSheetUpload(lookups);
  const [result, setResult] = useState<CoordinateSheetResponse | null>(null);
  // A file over the limit is refused here, before minutes of uploading end in the same answer.
  const [isTooLarge, setIsTooLarge] = useState(false);

  const send = (file: File) => {
    setResult(null);
    upload.reset();
    setIsTooLarge(file.size > COORDINATE_SHEET_MAX_BYTES);
    if (file.size > COORDINATE_SHEET_MAX_BYTES) return;
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.points.length) onPoints(answer.points);
      },
    });
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <div>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          loading={upload.isPending}
          loadingPosition="start"
          onClick={() => inputRef.current?.click()}
          aria-describedby={helpId}
        >
          {t('audience.geography.upload.button')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={XLSX_TYPES}
          hidden
          aria-label={t('audience.geography.upload.button')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) send(file);
          }}
        />
      </div>
      <Typography id={helpId} variant="body2" color="text.secondary">
        {t('audience.geography.upload.help', { columns: COORDINATE_SHEET_COLUMNS.join(', '), max: MAX_MB })}
      </Typography>
      {upload.isError && (
        <Alert severity="error" onClose={() => upload.reset()}>
          {uploadErrorText(t, upload.error)}
        </Alert>
      )}
      {isTooLarge && (
        <Alert severity="error" onClose={() => setIsTooLarge(false)}>
          {t('audience.geography.upload.tooLarge', { max: MAX_MB })}
        </Alert>
      )}
      {result && <UploadResult result={result} onClose={() => setResult(null)} />}
    </Stack>
  );
}

function UploadResult({ result, onClose }: { result: CoordinateSheetResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const hasRejected = result.rejected.length > 0;
  return (
    <Alert
      severity={hasRejected ? 'warning' : 'success'}
      onClose={onClose}
      closeText={t('audience.geography.upload.dismiss')}
    >
      <Typography variant="body2">
        {t('audience.geography.upload.added', { count: result.points.length })}
      </Typography>
      {hasRejected && (
        <>
          <Typography variant="body2">
            {t('audience.geography.upload.rejected', { count: result.rejected.length })}
          </Typography>
          <Stack
            component="ul"
            tabIndex={0}
            aria-label={t('audience.geography.upload.rejectedList')}
            sx={{ m: 0, ps: 2.5, maxHeight: 160, overflowY: 'auto' }}
          >
            {result.rejected.map((row) => (
              <Typography component="li" variant="body2" key={row.row}>
                {t('audience.geography.upload.rejectedRow', {
                  row: row.row,
                  reason: rowProblemWords(t, row.reason),
                })}
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Alert>
  );
}
