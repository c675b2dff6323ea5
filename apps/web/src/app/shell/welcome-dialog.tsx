import type { Account } from '@adcontrol/domain/accounts/account';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../config/menu';
import { displayName } from '../../lib/account-names';
import { setPreference } from '../../lib/preferences';
import { MENU_ICONS } from './menu-icons';
import { markWelcomeSeen } from './welcome-seen';

/**
 * SPEC 1: a welcome modal on entry, unless the user chose to skip it (kept in local storage). It names what
 * the person's role works with, so a new user knows where to start.
 */
export function WelcomeDialog({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const sections = menuFor(account.role).filter((item) => item.key !== 'home');

  // Seen once it is on screen: a reload while it is open does not show it again.
  useEffect(markWelcomeSeen, []);

  function close() {
    if (dontShowAgain) setPreference('skipWelcome', true);
    setOpen(false);
  }

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="welcome-title">
      <DialogTitle id="welcome-title" sx={{ pb: 0.5 }}>
        {t('shell.welcome.title', { name: displayName(account) })}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('shell.welcome.body', { role: t(`common.roles.${account.role}`) })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {sections.map((item) => {
            const Icon = MENU_ICONS[item.key];
            return (
              <Box component="li" key={item.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Icon color="primary" sx={{ mt: 0.25 }} aria-hidden />
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{t(`nav.${item.key}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`navDescriptions.${item.key}`)}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)} />
          }
          label={t('shell.welcome.dontShowAgain')}
        />
        <Button variant="contained" onClick={close} autoFocus>
          {t('shell.welcome.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
