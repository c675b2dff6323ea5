import { VIDEO_LIMIT_SECONDS } from '@adcontrol/domain/rules/video';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaKind, useMediaUpload } from '../api/upload-media';
import { acceptedTypes, type FileProblem, fileProblem, maxMegabytes, uploadErrorText } from './upload-errors';
import { useLatest } from './use-latest';

/** What an upload tells about the file besides its address: a video's length, a picture's size. */
export interface MediaFacts {
  readonly durationSeconds?: number;
  readonly width?: number;
  readonly height?: number;
}

export interface UploadFieldProps {
  /** The field's name, shown and read out: "Image", "Logo", "Video". */
  label: string;
  kind: MediaKind;
  value: string | null | undefined;
  onChange: (url: string | null, facts?: MediaFacts) => void;
  error?: string | undefined;
}

/** A stored picture's own size, read by the browser once it has it (the server re-encodes it at its size). */
function pictureSize(url: string): Promise<MediaFacts> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
  });
}

/**
 * One creative file: checked for type and size here, then sent; a bar while it travels, then the picture or
 * the video with a button to remove it. A refused file leaves the current one in place.
 */
export function UploadField({ label, kind, value, onChange, error }: UploadFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const upload = useMediaUpload(kind);
  const latestOnChange = useLatest(onChange);
  const latestValue = useLatest(value);
  const [refusal, setRefusal] = useState<FileProblem | null>(null);

  const send = (file: File) => {
    upload.reset();
    const refused = fileProblem(kind, file);
    setRefusal(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        if ('durationSeconds' in uploaded) {
          latestOnChange.current(uploaded.url, { durationSeconds: uploaded.durationSeconds });
          return;
        }
        latestOnChange.current(uploaded.url);
        // The picture's size comes once the browser has it; the file is shown meanwhile.
        if (kind === 'image') {
          void pictureSize(uploaded.url).then((size) => {
            if (latestValue.current === uploaded.url) latestOnChange.current(uploaded.url, size);
          });
        }
      },
    });
  };
  const problem = refusal
    ? t(refusal.key, refusal.values)
    : upload.isError
      ? uploadErrorText(t, kind, upload.error)
      : null;
  const help = kind === 'image' ? 'imageHelp' : 'videoHelp';

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" color={error ? 'error' : undefined}>
        {label}
      </Typography>
      {value && <MediaPreview kind={kind} url={value} label={label} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
          aria-describedby={helpId}
        >
          {t(value ? 'campaigns.creatives.upload.replace' : 'campaigns.creatives.upload.choose', {
            field: label,
          })}
        </Button>
        {value && (
          <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('campaigns.creatives.upload.remove', { field: label })}
          </Button>
        )}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={acceptedTypes(kind)}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      {upload.isPending && (
        <LinearProgress aria-label={t('campaigns.creatives.upload.progress', { field: label })} />
      )}
      <Typography id={helpId} variant="caption" color={error ? 'error' : 'text.secondary'}>
        {error ??
          t(`campaigns.creatives.upload.${help}`, { max: maxMegabytes(kind), seconds: secondsOf(kind) })}
      </Typography>
      {problem && (
        <Alert
          severity="error"
          onClose={() => {
            setRefusal(null);
            upload.reset();
          }}
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

function secondsOf(kind: MediaKind): number {
  return kind === 'image' ? 0 : VIDEO_LIMIT_SECONDS[kind];
}

function MediaPreview({ kind, url, label }: { kind: MediaKind; url: string; label: string }) {
  const sx = { display: 'block', maxWidth: '100%', maxHeight: 160, borderRadius: 1, bgcolor: 'action.hover' };
  if (kind === 'image') return <Box component="img" src={url} alt={label} sx={sx} />;
  return <Box component="video" src={url} controls preload="metadata" aria-label={label} sx={sx} />;
}
