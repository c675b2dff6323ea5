import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PREFERENCES,
  LAYOUTS,
  type Preferences,
  preferencesStore,
  setPreference,
  THEME_MODES,
  usePreferences,
} from '../../lib/preferences';

function Choice<K extends 'mode' | 'direction' | 'layout'>({
  name,
  options,
  hint,
}: {
  name: K;
  options: readonly Preferences[K][];
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const value = usePreferences()[name];
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        {t(`shell.customizer.${name}`)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={id}
        onChange={(_, next: Preferences[K] | null) => {
          if (next !== null) setPreference(name, next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={String(option)} value={option as string} sx={{ textTransform: 'none' }}>
            {t(`shell.customizer.${name}Options.${String(option)}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The theme customizer (SPEC 1): mode, direction and layout, kept with the other preferences. A role without
 * a horizontal menu (SPEC 2 gives it to admins and advertisers) is told that its side menu stays.
 */
export function Customizer({
  open,
  onClose,
  hasHorizontalMenu,
}: {
  open: boolean;
  onClose: () => void;
  hasHorizontalMenu: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 360 } } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {t('shell.customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('shell.customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('common.actions.close')}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, p: 2.5 }}>
        <Choice name="mode" options={THEME_MODES} />
        <Choice name="direction" options={['ltr', 'rtl'] as const} />
        <Choice
          name="layout"
          options={LAYOUTS}
          hint={t(hasHorizontalMenu ? 'shell.customizer.layoutHint' : 'shell.customizer.layoutHintSideOnly')}
        />
        <Button
          variant="outlined"
          onClick={() =>
            preferencesStore.set((current) => ({
              ...current,
              mode: DEFAULT_PREFERENCES.mode,
              direction: DEFAULT_PREFERENCES.direction,
              layout: DEFAULT_PREFERENCES.layout,
            }))
          }
        >
          {t('shell.customizer.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
