import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { CenteredPage } from '../components/centered-page';
import { paths } from '../config/paths';

/**
 * A screen that cannot be shown: its code could not be fetched (a new version was published while the tab was
 * open, or the connection dropped) or it failed while drawing. Inside the shell it takes the screen's place and
 * the menu stays; before the shell, the whole page. SPEC 8's words, a reload that fetches the current version,
 * and the way home (decision 077).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    // Kept in the browser's console for whoever reports it; the reader sees the catalogue's words.
    console.error(error);
  }, [error]);
  return (
    <CenteredPage>
      <Typography variant="h1">{t('messages.common.unexpectedReload')}</Typography>
      <Typography color="text.secondary">{t('common.routeError')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.actions.reload')}
        </Button>
        <Button component={Link} to={paths.home()} reloadDocument>
          {t('common.actions.goHome')}
        </Button>
      </Box>
    </CenteredPage>
  );
}
