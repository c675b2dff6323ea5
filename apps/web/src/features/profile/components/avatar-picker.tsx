import type { Account } from '@adcontrol/domain/accounts/account';
import { AVATAR_UPLOAD } from '@adcontrol/domain/accounts/contracts';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, initialsOf } from '../../../lib/account-names';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateMe } from '../api/update-me';
import { useUploadAvatar } from '../api/upload-avatar';

const MAX_MB = AVATAR_UPLOAD.maxBytes / (1024 * 1024);
const SIZE = 88;

/** The account's picture (or its initials), with Upload photo and Remove; the server checks and crops the file. */
export function AvatarPicker({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatar();
  const remove = useUpdateMe();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const helpId = useId();
  const isBusy = upload.isPending || remove.isPending;
  const failure = upload.error ?? remove.error;
  const failureText = tooLarge
    ? t('profile.avatar.tooLarge', { mb: MAX_MB })
    : failure && errorText(failure, t);

  const clearErrors = () => {
    setTooLarge(false);
    upload.reset();
    remove.reset();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure tries again.
    event.target.value = '';
    if (!file) return;
    clearErrors();
    if (file.size > AVATAR_UPLOAD.maxBytes) {
      setTooLarge(true);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => enqueueSnackbar(t('profile.avatar.uploaded'), { variant: 'success' }),
    });
  };
  const removePicture = () => {
    clearErrors();
    remove.mutate(
      { avatar: null },
      { onSuccess: () => enqueueSnackbar(t('profile.avatar.removed'), { variant: 'success' }) },
    );
  };

  return (
    <Box
      role="group"
      aria-label={t('profile.avatar.label')}
      aria-busy={isBusy}
      sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
        <Avatar
          src={account.avatar ?? undefined}
          alt={t('profile.avatar.alt')}
          // Without a picture the initials stand for it, under the same name.
          {...(account.avatar ? {} : { role: 'img', 'aria-label': t('profile.avatar.alt') })}
          sx={{ width: SIZE, height: SIZE, fontSize: '2rem', bgcolor: 'primary.main' }}
        >
          {initialsOf(account.firstName, account.lastName) || displayName(account).charAt(0).toUpperCase()}
        </Avatar>
        {isBusy && (
          <CircularProgress
            size={SIZE + 8}
            thickness={2}
            aria-label={t(upload.isPending ? 'profile.avatar.uploading' : 'profile.avatar.removing')}
            sx={{ position: 'absolute', top: -4, left: -4 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: '1 1 160px' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddAPhotoOutlined />}
            loading={upload.isPending}
            disabled={remove.isPending}
            aria-describedby={helpId}
            onClick={() => input.current?.click()}
          >
            {t('profile.avatar.upload')}
          </Button>
          <Button
            color="inherit"
            startIcon={<DeleteOutlined />}
            loading={remove.isPending}
            disabled={!account.avatar || upload.isPending}
            onClick={removePicture}
          >
            {t('profile.avatar.remove')}
          </Button>
        </Box>
        <input
          ref={input}
          type="file"
          accept={AVATAR_UPLOAD.types.join(',')}
          aria-label={t('profile.avatar.upload')}
          hidden
          onChange={choose}
        />
        <FormHelperText
          id={helpId}
          error={Boolean(failureText)}
          role={failureText ? 'alert' : undefined}
          sx={{ m: 0 }}
        >
          {failureText || t('profile.avatar.help', { mb: MAX_MB })}
        </FormHelperText>
      </Box>
    </Box>
  );
}
