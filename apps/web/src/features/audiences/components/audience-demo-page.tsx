import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';
import { AudienceBuilder } from './audience-builder';
import { DemoLanguageMenu } from './demo-language-menu';

/** /create-audience-demo: the builder for visitors, counting through the public endpoints; nothing is saved. */
export function AudienceDemoPage() {
  const { t } = useTranslation();
  const title = t('screens.audienceDemo');
  useEffect(() => {
    document.title = `${title} · adcontrol`;
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={Link}
            to={paths.login()}
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            <BrandMark size={28} />
          </Box>
          <DemoLanguageMenu />
          <Button component={Link} to={paths.login()} variant="outlined">
            {t('common.actions.signIn')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h1" gutterBottom>
          {t('audience.demo.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {t('audience.demo.subtitle')}
        </Typography>
        <Alert
          severity="info"
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button
              component={Link}
              to={paths.signUp()}
              variant="contained"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('audience.demo.signUp')}
            </Button>
          }
        >
          <AlertTitle>{t('audience.demo.noteTitle')}</AlertTitle>
          {t('audience.demo.note')}
        </Alert>
        <AudienceBuilder mode="public" />
      </Container>
    </Box>
  );
}
