import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { isLinkInvalid } from '../api/auth-errors';
import { useConfirmAccount } from '../api/confirm-account';

/** /confirm/:token, opened from the e-mailed link: confirms at once and says how it went. */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirmation = useConfirmAccount(token);

  if (confirmation.isPending) {
    return (
      <AuthLayout
        icon={<CircularProgress aria-hidden />}
        title={t('auth.confirm.title')}
        subtitle={t('auth.confirm.working')}
      />
    );
  }

  const signIn = (
    <Button component={RouterLink} to={paths.login()} variant="contained" size="large">
      {t('common.actions.signIn')}
    </Button>
  );

  if (confirmation.isError) {
    return (
      <AuthLayout
        icon={<ErrorOutlineOutlined fontSize="inherit" color="error" aria-hidden />}
        title={t('auth.confirm.failedTitle')}
        subtitle={t('auth.confirm.failedBody')}
      >
        <Alert severity="error" role="alert">
          {isLinkInvalid(confirmation.error)
            ? t('messages.auth.linkInvalid')
            : errorText(confirmation.error, t)}
        </Alert>
        <Stack spacing={1.5}>
          {signIn}
          <Button component={RouterLink} to={paths.forgotPassword()} variant="outlined" size="large">
            {t('auth.confirm.requestNew')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<TaskAltOutlined fontSize="inherit" color="success" aria-hidden />}
      title={t('auth.confirm.doneTitle')}
      subtitle={t('auth.confirm.doneBody')}
    >
      {signIn}
    </AuthLayout>
  );
}
