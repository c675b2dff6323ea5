import type { Account } from '@adcontrol/domain/accounts/account';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { displayName } from '../../lib/account-names';
import { onDemand } from '../../lib/on-demand';
import { endSession, heldRefreshTokens } from '../../lib/session-store';
import { UserAvatar } from './user-avatar';

const menuList = onDemand(() => import('./user-menu-list'));

/**
 * SPEC 2: the logged-in label (first name or company, and the translated role) opens the user menu with
 * Settings and Log Out. The menu's code loads on the first hover, focus or click (decision 013).
 */
export function UserMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayName(account);
  const role = t(`common.roles.${account.role}`);
  const UserMenuList = menuList.get()?.UserMenuList;

  /** Every session the browser holds ends on the server too, impersonated ones included (decision 043). */
  function logOut() {
    const refreshTokens = heldRefreshTokens();
    void import('../../features/auth/api/sign-out').then(({ endSessionsOnServer }) =>
      endSessionsOnServer(refreshTokens),
    );
    setAnchor(null);
    endSession();
    queryClient.clear();
    void navigate(paths.login());
  }

  return (
    <>
      <ButtonBase
        onPointerEnter={menuList.prefetch}
        onFocus={menuList.prefetch}
        onClick={(event) => {
          const button = event.currentTarget;
          menuList.load().then(
            () => setAnchor(button),
            () => undefined, // offline before it ever loaded: the next click tries again
          );
        }}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('shell.userMenu', { name, role })}
        sx={{
          borderRadius: 6,
          gap: 1.25,
          paddingInlineStart: { xs: 0.5, md: 1 },
          paddingInlineEnd: 0.5,
          py: 0.5,
        }}
      >
        <Box sx={{ textAlign: 'end', display: { xs: 'none', md: 'block' } }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', fontWeight: 600, lineHeight: 1.2 }}
          >
            {name}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {role}
          </Typography>
        </Box>
        <UserAvatar account={account} size={36} />
      </ButtonBase>
      {UserMenuList && (
        <UserMenuList
          account={account}
          name={name}
          role={role}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onLogOut={logOut}
        />
      )}
    </>
  );
}
