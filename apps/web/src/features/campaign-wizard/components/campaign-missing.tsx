import { Alert, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A campaign's creatives screen when there is no campaign to show: the address names none this user can see (or no
 * id at all, `/creatives/abc`), or, `failed`, the campaign could not be read.
 */
export function CampaignMissing({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="md" sx={{ py: 5 }}>
      <Alert severity={failed ? 'error' : 'warning'} role="alert">
        {failed ? t('messages.common.unexpectedReload') : t('campaigns.wizard.notFound')}
      </Alert>
    </Container>
  );
}
