import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with a show/hide button; takes react-hook-form's `register` props like a TextField. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={isShown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={isShown ? t('common.actions.hidePassword') : t('common.actions.showPassword')}
            onClick={() => setIsShown((shown) => !shown)}
          >
            {isShown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
