import { LANGUAGES } from '@adcontrol/domain/shared/enums';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPreference } from '../../lib/preferences';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('common.actions.language')}>
        <IconButton
          color="inherit"
          aria-label={t('common.actions.language')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateOutlined />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={i18n.language === language}
            onClick={() => {
              setPreference('language', language);
              setAnchor(null);
            }}
          >
            {t(`common.languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
