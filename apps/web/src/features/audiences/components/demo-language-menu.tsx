import { LANGUAGES } from '@adcontrol/domain/shared/enum-values';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setPreference } from '../../../lib/preferences';

/** The language choice of the signed-out demo, which has no shell and no settings page. */
export function DemoLanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? i18n.language) as (typeof LANGUAGES)[number];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateOutlined />}
        aria-haspopup="menu"
        aria-label={t('common.actions.language')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span lang={current}>{t(`common.languages.${current}`)}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={current === language}
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
