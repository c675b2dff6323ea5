import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { AvatarPicker } from './avatar-picker';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

function Section({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 3 }}>
        <div>
          <Typography variant="h2" id={id} gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {body}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /profile: the signed-in account's own details, preferences and password; `children` are sections the app adds
 * from other features (the scheduled reports) below them.
 */
export function ProfilePage({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { account } = useSession();
  if (!account) return null;
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h1" gutterBottom>
            {t('screens.profile')}
          </Typography>
          <Typography color="text.secondary">
            {t('profile.subtitle', { email: account.email, role: t(`common.roles.${account.role}`) })}
          </Typography>
        </div>
        <Section id="profile-details" title={t('profile.details.title')} body={t('profile.details.body')}>
          <AvatarPicker account={account} />
          <ProfileForm key={account.id} account={account} />
        </Section>
        <Section id="profile-password" title={t('profile.password.title')} body={t('profile.password.body')}>
          <PasswordForm />
        </Section>
        {children}
      </Stack>
    </Container>
  );
}
