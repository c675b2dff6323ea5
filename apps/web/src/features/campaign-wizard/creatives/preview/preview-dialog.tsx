import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../../../components/preview-frame';
import { errorText } from '../../../../lib/error-text';
import { canPreview, useCreativePreview } from '../api/preview';
import type { AnyItem } from '../creative-list';
import { PHONE_SCREEN_WIDTH, PhoneFrame } from './phone-frame';

interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  format: CreativeFormat;
  /** The creative's place in its format's list, which the preview endpoints take as `{n}`. */
  index: number;
  item: AnyItem;
}

/** SPEC 2's creative-preview modal: the creative as the server renders it, drawn in a sandbox. */
export function PreviewDialog({ open, onClose, format, index, item }: PreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const preview = useCreativePreview(format, index, item, open);
  const title = t('campaigns.creatives.preview.title', { name: item.name });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: 2 }}>
        {!canPreview(format, item) && (
          <Alert severity="info">{t('campaigns.creatives.preview.needsVideo')}</Alert>
        )}
        {preview.isFetching && !preview.data && (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress aria-label={t('campaigns.creatives.preview.loading')} />
          </Box>
        )}
        {preview.isError && (
          <Alert
            severity="error"
            action={
              <Button onClick={() => void preview.refetch()}>{t('campaigns.creatives.preview.retry')}</Button>
            }
          >
            {errorText(preview.error, t)}
          </Alert>
        )}
        {preview.data && (
          <Framed isPush={format === 'push'}>
            <PreviewFrame
              {...preview.data}
              title={title}
              fitWidth={format === 'push' ? PHONE_SCREEN_WIDTH : undefined}
            />
          </Framed>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Framed({ isPush, children }: { isPush: boolean; children: ReactNode }) {
  return isPush ? <PhoneFrame>{children}</PhoneFrame> : children;
}
