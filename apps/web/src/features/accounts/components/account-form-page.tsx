import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../entities/accounts/api/get-account';
import { fullName } from '../../../lib/account-names';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useRouteId } from '../../../lib/route-id';
import { AccountForm } from './account-form';

function FormPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={Link}
        to={paths.accounts()}
        startIcon={
          <ArrowBackOutlined
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        }
        sx={{ mb: 1, ms: -1 }}
      >
        {t('screens.accounts')}
      </Button>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" gutterBottom={Boolean(subtitle)}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Box>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Container>
  );
}

/** /accounts/create */
export function CreateAccountPage() {
  const { t } = useTranslation();
  return (
    <FormPage title={t('screens.createAccount')} subtitle={t('accounts.form.createSubtitle')}>
      <AccountForm />
    </FormPage>
  );
}

/** /accounts/:id/edit */
export function EditAccountPage() {
  const id = useRouteId();
  if (id === null) return <AccountMissing />;
  return <EditAccount id={id} />;
}

/** An address naming no account this person can see: `/accounts/abc/edit`, or a 404 (another scope's account). */
function AccountMissing() {
  const { t } = useTranslation();
  return (
    <FormPage title={t('screens.editAccount')}>
      <Alert severity="warning" role="alert">
        {t('accounts.notFound')}
      </Alert>
    </FormPage>
  );
}

function EditAccount({ id }: { id: number }) {
  const { t } = useTranslation();
  const account = useAccount(id);

  if (account.isError) {
    if (account.error instanceof ApiError && account.error.status === 404) return <AccountMissing />;
    return (
      <FormPage title={t('screens.editAccount')}>
        <Alert severity="error" role="alert">
          {errorText(account.error, t)}
        </Alert>
      </FormPage>
    );
  }
  if (!account.data) {
    return (
      <FormPage title={t('screens.editAccount')}>
        <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Box>
      </FormPage>
    );
  }
  return (
    <FormPage title={t('screens.editAccount')} subtitle={`${fullName(account.data)} · ${account.data.email}`}>
      <AccountForm key={account.data.id} account={account.data} />
    </FormPage>
  );
}
