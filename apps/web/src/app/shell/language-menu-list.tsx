import { LANGUAGES } from '@adcontrol/domain/shared/enum-values';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { setPreference } from '../../lib/preferences';

/** The language menu's content, loaded when it is first opened (decision 013). */
export function LanguageMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          onClick={() => {
            setPreference('language', language);
            onClose();
          }}
        >
          {t(`common.languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
