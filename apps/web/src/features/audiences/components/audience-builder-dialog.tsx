import type { Audience } from '@adcontrol/domain/audiences/audience';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudience } from '../../../entities/audiences/api/get-audience';
import { AudienceBuilder } from './audience-builder';
import { AudienceLoadFailure, LoadingAudience } from './audience-loading-states';

export interface AudienceBuilderDialogProps {
  open: boolean;
  onClose: () => void;
  /** The audience to edit; without one the dialog creates a new audience. */
  audienceId?: number | undefined;
  onSaved: (audience: Audience) => void;
}

/** SPEC 2's "edit audience" modal: the same builder, for campaign creation to open without leaving its page. */
export function AudienceBuilderDialog({ open, onClose, audienceId, onSaved }: AudienceBuilderDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const audience = useAudience(audienceId, { enabled: open });
  const isEdit = audienceId !== undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="xl"
    >
      <DialogTitle id={titleId} sx={{ pe: 7 }}>
        {isEdit ? (audience.data?.name ?? t('screens.editAudience')) : t('screens.createAudience')}
      </DialogTitle>
      <IconButton
        aria-label={t('common.actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseOutlined />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 }, pb: 0 }}>
        {isEdit && audience.isError && (
          <AudienceLoadFailure error={audience.error} onRetry={() => void audience.refetch()} />
        )}
        {isEdit && audience.isPending && <LoadingAudience />}
        {(!isEdit || audience.data) && (
          <AudienceBuilder
            key={audience.data?._id ?? 'new'}
            mode="private"
            audience={isEdit ? audience.data : undefined}
            onCancel={onClose}
            onSaved={(saved) => {
              onSaved(saved);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
