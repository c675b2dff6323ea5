import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface SaveActionsProps {
  isPending: boolean;
  onCancel?: (() => void) | undefined;
  isCreate: boolean;
}

/** Cancel and save, the primary action last (the end of the reading direction). */
export function SaveActions({ isPending, onCancel, isCreate }: SaveActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={isPending}>
          {t('common.actions.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" loading={isPending}>
        {t(isCreate ? 'audience.builder.saveNew' : 'audience.builder.saveChanges')}
      </Button>
    </Box>
  );
}
