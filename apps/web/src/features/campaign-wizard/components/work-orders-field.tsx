import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import { megabytes, validateFileCount, validateFileSize } from '@adcontrol/domain/rules/files';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusal } from '../../../lib/error-text';
import { uploadWorkOrders } from '../api/campaign-calls';
import { draftStore, type WizardState } from '../state/draft-store';

const { workOrder } = CAMPAIGN_UPLOADS;
const MAX_MB = megabytes(workOrder.maxBytes);
const ACCEPT = `.pdf,.xlsx,.docx,${workOrder.types.join(',')}`;
const SERVER_KEYS = [
  'files.invalidFile',
  'files.tooLargeToRead',
  'files.uploadFailed',
  'common.tooManyItems',
] as const;

/** Why a chosen set of documents is refused before sending (SPEC 5: PDF, XLSX or DOCX; the size in MB). */
export function workOrderProblem(
  files: readonly File[],
  already: number,
): { key: string; max?: number } | null {
  const tooMany = validateFileCount(files.length + already, workOrder.maxFiles);
  if (tooMany) return { key: `messages.${tooMany}` };
  for (const file of files) {
    const typed = !file.type || (workOrder.types as readonly string[]).includes(file.type);
    if (!typed || !/\.(pdf|xlsx|docx)$/i.test(file.name)) return { key: 'messages.files.invalidFile' };
    const tooLarge = validateFileSize(file.size, workOrder.maxBytes);
    if (tooLarge) return { key: `messages.${tooLarge.key}`, max: MAX_MB };
  }
  return null;
}

/**
 * Work orders and proof of payment (SPEC 3 `odt`): PDF, XLSX or DOCX, uploaded at once (`/campaigns/odt`) and
 * listed with a way to take one back before the campaign is saved.
 */
export function WorkOrdersField({ draft, label }: { draft: WizardState; label?: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadWorkOrders });
  const choose = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    const refused = workOrderProblem(files, draft.odt.length);
    if (refused) {
      setProblem(t(refused.key, { max: refused.max }));
      return;
    }
    setProblem(null);
    try {
      const uploaded = await upload.mutateAsync(files);
      draftStore.set((current) => ({ ...current, odt: [...current.odt, ...uploaded] }));
    } catch (error) {
      const key = SERVER_KEYS.find((candidate) => isRefusal(error, candidate));
      setProblem(t(`messages.${key ?? 'files.uploadFailed'}`));
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('campaigns.wizard.workOrders.hint', { max: MAX_MB, count: workOrder.maxFiles })}
      </Typography>
      <div>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={upload.isPending}
        >
          {label ?? t('campaigns.wizard.workOrders.choose')}
          <input
            hidden
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(event) => {
              void choose(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </div>
      {upload.isPending && <LinearProgress aria-label={t('campaigns.wizard.workOrders.uploading')} />}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {draft.odt.length > 0 && (
        <List dense aria-label={t('campaigns.wizard.workOrders.list')}>
          {draft.odt.map((file) => (
            <ListItem
              key={file.url}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('campaigns.wizard.workOrders.remove', { name: file.name })}
                  onClick={() =>
                    draftStore.set((current) => ({
                      ...current,
                      odt: current.odt.filter((held) => held.url !== file.url),
                    }))
                  }
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemIcon>
                <DescriptionOutlined />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={`${Math.max(1, Math.round(file.size / 1024))} kB`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
