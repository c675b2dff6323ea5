import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CONTENT_ID = 'content';

/** The first stop of the Tab key: past the menus, straight to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${CONTENT_ID}`}
      onClick={(event: MouseEvent) => {
        // Focus the page without putting a fragment in the router's address.
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        insetInlineStart: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      })}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
