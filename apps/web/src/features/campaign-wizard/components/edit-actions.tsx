import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useDeleteCampaign } from '../../../entities/campaigns/api/delete-campaign';
import { useDuplicateCampaign } from '../../../entities/campaigns/api/duplicate-campaign';
import { ApiError } from '../../../lib/api-client';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNameAvailability } from '../api/campaign-calls';
import { draftStore, resetDraft } from '../state/draft-store';
import { draftFromCampaign } from '../state/payload';

function DuplicateDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [copyName, setCopyName] = useState(t('campaigns.wizard.duplicate.defaultName', { name }));
  const checked = useDebouncedValue(copyName, 400);
  const availability = useNameAvailability(checked, null);
  const duplicate = useDuplicateCampaign();
  const taken =
    availability.data?.available === false ||
    (duplicate.error instanceof ApiError && duplicate.error.status === 409);
  const failed = duplicate.isError && !taken;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('campaigns.wizard.duplicate.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            label={t('campaigns.wizard.duplicate.name')}
            value={copyName}
            onChange={(event) => setCopyName(event.target.value)}
            error={taken}
            helperText={taken ? t('messages.campaigns.alreadyExists') : ' '}
          />
          {failed && (
            <Alert severity="error">
              {saveFailureText(duplicate.error, t, t('campaigns.wizard.duplicate.failed'))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={taken || copyName.trim() === '' || duplicate.isPending}
          onClick={() =>
            duplicate.mutate(
              { id, name: copyName.trim() },
              {
                onSuccess: (copy) => {
                  enqueueSnackbar(t('messages.campaigns.duplicated'), { variant: 'success' });
                  // The copy opens as it came back: emptying the draft first would reload the original under it.
                  draftStore.set(draftFromCampaign(copy));
                  void navigate(`${paths.createCampaign()}?edit=${copy.id}`);
                },
              },
            )
          }
        >
          {t('campaigns.wizard.duplicate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** On an edit: copy the campaign under a new name, or remove it (SPEC 7 duplicate and delete). */
export function EditActions({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | null>(null);
  const remove = useDeleteCampaign();
  return (
    <Stack direction="row" spacing={1}>
      <Button startIcon={<ContentCopyOutlined />} onClick={() => setDialog('duplicate')}>
        {t('campaigns.wizard.duplicate.action')}
      </Button>
      <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setDialog('delete')}>
        {t('campaigns.wizard.delete.action')}
      </Button>
      {dialog === 'duplicate' && <DuplicateDialog id={id} name={name} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('campaigns.wizard.delete.title')}
        body={t('campaigns.wizard.delete.body', { name })}
        confirmLabel={t('campaigns.wizard.delete.confirm')}
        cancelLabel={t('common.actions.cancel')}
        isDestructive
        isPending={remove.isPending}
        error={remove.isError ? saveFailureText(remove.error, t, t('messages.campaigns.deleteFailed')) : null}
        onClose={() => {
          remove.reset();
          setDialog(null);
        }}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              enqueueSnackbar(t('messages.campaigns.removed'), { variant: 'success' });
              resetDraft();
              void navigate(paths.home());
            },
          })
        }
      />
    </Stack>
  );
}
