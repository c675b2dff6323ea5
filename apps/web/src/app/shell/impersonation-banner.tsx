import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/account-names';
import { popSession, returnPage, sessionStore, switchSessionAt, useSession } from '../../lib/session-store';

/**
 * Shown while signed into someone else's account (SPEC 4): whose account this is, and the way back. Return
 * restores the session underneath and opens the page it was on (default: the accounts list); nested
 * sign-ins unwind one at a time, in order.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { account, oldUsers } = useSession();
  const navigate = useNavigate();
  const previous = oldUsers.at(-1);
  if (!account || !previous) return null;

  /**
   * The account signed into is left for good: its session ends on the server too (decision 043). The
   * previous session comes back on its page, once that page is the address (the shell applies it there),
   * so the page is never drawn under the role being left.
   */
  function returnToPrevious() {
    const { refreshToken } = sessionStore.get();
    const returnTo = returnPage() || paths.accounts();
    switchSessionAt(returnTo, () => {
      popSession();
      if (refreshToken) {
        void import('../../features/auth/api/sign-out').then(({ endSessionsOnServer }) =>
          endSessionsOnServer([refreshToken]),
        );
      }
    });
    void navigate(returnTo);
  }

  return (
    <Box
      role="region"
      aria-label={t('shell.impersonating', { name: displayName(account) })}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        columnGap: 2,
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: theme.palette.mode === 'dark' ? '#4a3300' : '#fff3d6',
        color: theme.palette.mode === 'dark' ? '#ffe0a3' : '#5c3d00',
        borderBottom: 1,
        borderColor: theme.palette.mode === 'dark' ? '#6b4a00' : '#f0c36d',
      })}
    >
      <SupervisorAccountOutlined fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
        <strong>{t('shell.impersonating', { name: displayName(account) })}</strong>{' '}
        <Box component="span" sx={{ opacity: 0.85 }}>
          ({t(`common.roles.${account.role}`)}) ·{' '}
          {t('shell.impersonatingBy', { name: displayName(previous.account) })}
        </Box>
      </Typography>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={returnToPrevious}
        sx={{ flexShrink: 0 }}
      >
        {t('shell.return', { name: displayName(previous.account) })}
      </Button>
    </Box>
  );
}
