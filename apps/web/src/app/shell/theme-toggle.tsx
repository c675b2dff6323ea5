import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { setPreference } from '../../lib/preferences';
import { useResolvedMode } from '../theme/app-theme-provider';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useResolvedMode();
  const label = mode === 'dark' ? t('common.actions.lightMode') : t('common.actions.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => setPreference('mode', mode === 'dark' ? 'light' : 'dark')}
      >
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
