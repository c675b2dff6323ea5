import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The floor page (`/floor`, decision 073): the signed-in shell and one card of static words, nothing fetched.
 * bench:web measures it beside every screen, so each screen's figures read as what it adds to the least any
 * signed-in page of this build costs. No menu leads here, and it shows no data.
 */
export function FloorPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h1" gutterBottom>
          {t('floor.title')}
        </Typography>
        <Typography color="text.secondary">{t('floor.body')}</Typography>
      </Card>
    </Container>
  );
}
