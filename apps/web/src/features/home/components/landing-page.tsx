import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuFor } from '../../../config/menu';
import { useSession } from '../../../lib/session-store';

/** The sections whose screens exist; the others still lead to a "not built yet" page. */
const BUILT: ReadonlySet<string> = new Set(['users']);

/** The signed-in landing page: who you are and the sections your role works with. */
export function LandingPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  if (!account) return null;
  const name = account.firstName ?? account.company ?? account.email;
  const sections = menuFor(account.role).filter((item) => item.key !== 'home');

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('home.welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('home.subtitle', { role: t(`common.roles.${account.role}`) })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {sections.map((item) => (
          <Box component="li" key={item.key}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={item.path} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                  >
                    <Typography variant="h2">{t(`nav.${item.key}`)}</Typography>
                    <ArrowForwardOutlined
                      fontSize="small"
                      color="action"
                      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {t(`navDescriptions.${item.key}`)}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={BUILT.has(item.key) ? 'success' : 'default'}
                    label={BUILT.has(item.key) ? t('home.ready') : t('home.comingSoon')}
                    sx={{ justifySelf: 'start' }}
                  />
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
