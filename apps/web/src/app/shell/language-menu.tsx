import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandTooltip } from '../../components/on-demand-tooltip';
import { onDemand } from '../../lib/on-demand';

const menuList = onDemand(() => import('./language-menu-list'));

/** The language switcher; its menu's code loads on the first hover, focus or click (decision 013). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const LanguageMenuList = menuList.get()?.LanguageMenuList;
  return (
    <>
      <OnDemandTooltip title={t('common.actions.language')}>
        <IconButton
          color="inherit"
          aria-label={t('common.actions.language')}
          aria-haspopup="menu"
          onPointerEnter={menuList.prefetch}
          onFocus={menuList.prefetch}
          onClick={(event) => {
            const button = event.currentTarget;
            menuList.load().then(
              () => setAnchor(button),
              () => undefined, // offline before it ever loaded: the next click tries again
            );
          }}
        >
          <TranslateOutlined />
        </IconButton>
      </OnDemandTooltip>
      {LanguageMenuList && <LanguageMenuList anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
