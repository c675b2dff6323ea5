import type { Account } from '@adcontrol/domain/accounts/account';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { OnDemandTooltip } from '../../components/on-demand-tooltip';
import { paths } from '../../config/paths';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { useClientConfig } from './get-client-config';
import { ImpersonationBanner } from './impersonation-banner';
import { LanguageMenu } from './language-menu';
import { OfflineBanner } from './offline-banner';
import { UserMenu } from './user-menu';

/** SPEC 2: the menu shows a shadow once the page is scrolled 100 px. */
export const SHADOW_SCROLL_THRESHOLD = 100;

/** SPEC 1: anything but production says so in the top bar. */
function StagingLabel() {
  const { t } = useTranslation();
  const config = useClientConfig();
  if (!config || config.isProduction) return null;
  return (
    <Chip
      label={t('shell.staging', { environment: config.environment })}
      size="small"
      color="warning"
      variant="outlined"
      sx={{
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.5,
      }}
    />
  );
}

export type MenuButton =
  | { kind: 'drawer'; onOpen: () => void }
  | { kind: 'collapse'; isCollapsed: boolean; onToggle: () => void };

function MenuToggle({ button }: { button: MenuButton }) {
  const { t } = useTranslation();
  if (button.kind === 'drawer') {
    return (
      <IconButton edge="start" color="inherit" onClick={button.onOpen} aria-label={t('shell.openMenu')}>
        <MenuOutlined />
      </IconButton>
    );
  }
  const label = button.isCollapsed ? t('shell.expandMenu') : t('shell.collapseMenu');
  return (
    <OnDemandTooltip title={label}>
      <IconButton
        edge="start"
        color="inherit"
        onClick={button.onToggle}
        aria-label={label}
        aria-pressed={button.isCollapsed}
      >
        <MenuOpenOutlined
          sx={(theme) => ({
            transform: button.isCollapsed !== (theme.direction === 'rtl') ? 'scaleX(-1)' : 'none',
          })}
        />
      </IconButton>
    </OnDemandTooltip>
  );
}

/**
 * The top navbar (SPEC 2): the menu button, the staging label, the language switcher, the customizer and the
 * user menu; below it the impersonation and offline notices, and in the horizontal layout its menu row.
 */
export function TopBar({
  account,
  menuButton,
  showBrand,
  onOpenCustomizer,
  children,
}: {
  account: Account;
  menuButton: MenuButton;
  showBrand: boolean;
  onOpenCustomizer: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const isScrolled = useScrolledPast(SHADOW_SCROLL_THRESHOLD);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={isScrolled ? 4 : 0}
      data-scrolled={isScrolled}
      sx={{ borderBottom: 1, borderColor: 'divider', transition: 'box-shadow 150ms' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}>
        <MenuToggle button={menuButton} />
        {showBrand && (
          <Box
            component={Link}
            to={paths.home()}
            aria-label={t('shell.homeLink')}
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}
          >
            <BrandMark size={28} withName={false} />
          </Box>
        )}
        <StagingLabel />
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        <OnDemandTooltip title={t('shell.customizer.open')}>
          <IconButton color="inherit" onClick={onOpenCustomizer} aria-label={t('shell.customizer.open')}>
            <PaletteOutlined />
          </IconButton>
        </OnDemandTooltip>
        <UserMenu account={account} />
      </Toolbar>
      {children}
      <ImpersonationBanner />
      <OfflineBanner />
    </AppBar>
  );
}
