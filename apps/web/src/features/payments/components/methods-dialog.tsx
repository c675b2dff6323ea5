import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useManagePaymentMethods } from '../api/manage-payment-methods';
import { useMethodName } from './payment-labels';

/** Admins add payment methods and switch them off or on. */
export function MethodsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const methods = usePaymentMethods();
  const { add, toggle } = useManagePaymentMethods();
  const methodName = useMethodName();
  const [name, setName] = useState('');
  const failure = add.error ?? toggle.error;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('payments.methods.manage')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('payments.methods.intro')}</DialogContentText>
        <List dense disablePadding>
          {(methods.data ?? []).map((method) => (
            <ListItem
              key={method.id}
              disableGutters
              secondaryAction={
                <Switch
                  edge="end"
                  checked={method.isActive}
                  disabled={toggle.isPending}
                  slotProps={{
                    input: { 'aria-label': t('payments.methods.toggle', { name: methodName(method) }) },
                  }}
                  onChange={(event) => toggle.mutate({ id: method.id, isActive: event.target.checked })}
                />
              }
            >
              <ListItemText
                primary={methodName(method)}
                secondary={method.isActive ? t('payments.methods.active') : t('payments.methods.inactive')}
              />
            </ListItem>
          ))}
        </List>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim().length >= 2) add.mutate(name.trim(), { onSuccess: () => setName('') });
          }}
        >
          <TextField
            size="small"
            label={t('payments.methods.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" loading={add.isPending} disabled={name.trim().length < 2}>
            {t('payments.methods.add')}
          </Button>
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {errorText(failure, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('payments.methods.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
