import type { Role } from '@adcontrol/domain/shared/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeMenuKey, horizontalMenuFor } from '../../config/menu';
import { MENU_ICONS } from './menu-icons';

/** SPEC 2: the alternative horizontal menu, under the top bar; it has only Home, for admin and advertiser. */
export function HorizontalNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = horizontalMenuFor(role);
  if (items.length === 0) return null;
  const active = activeMenuKey(pathname, items);
  return (
    <Box
      component="nav"
      aria-label={t('shell.mainMenu')}
      sx={{ display: 'flex', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {items.map((item) => {
        const Icon = MENU_ICONS[item.key];
        const isActive = active === item.key;
        return (
          <Button
            key={item.key}
            component={Link}
            to={item.path}
            startIcon={<Icon />}
            variant={isActive ? 'contained' : 'text'}
            color={isActive ? 'primary' : 'inherit'}
            aria-current={isActive ? 'page' : undefined}
          >
            {t(`nav.${item.key}`)}
          </Button>
        );
      })}
    </Box>
  );
}
