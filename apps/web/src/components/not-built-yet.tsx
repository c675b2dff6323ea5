import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from './centered-page';

/** Says plainly that a screen is not built yet; it never pretends to be the screen. */
export function NotBuiltYet({ titleKey, homePath }: { titleKey: string; homePath: string }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <ConstructionOutlined sx={{ fontSize: 48, mx: 'auto', color: 'secondary.main' }} aria-hidden />
      <Typography variant="h1">{t(titleKey)}</Typography>
      <Typography color="text.secondary">{t('notBuilt.body')}</Typography>
      <Button component={Link} to={homePath} variant="contained" sx={{ justifySelf: 'center' }}>
        {t('notBuilt.back')}
      </Button>
    </CenteredPage>
  );
}
