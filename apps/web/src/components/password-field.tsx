import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/text-runtime.ts';

export interface PasswordFieldProps {
  registration: UseFormRegisterReturn;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  helperText?: string | undefined;
  testId: string;
  autoFocus?: boolean;
}

/** A password input with a show/hide toggle; errors replace the hint below it. */
export function PasswordField({
  registration,
  label,
  autoComplete,
  error,
  helperText,
  testId,
  autoFocus = false,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { ref, ...rest } = registration;
  return (
    <TextField
      {...rest}
      inputRef={ref as Ref<HTMLInputElement>}
      type={shown ? 'text' : 'password'}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((value) => !value)}
                aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={shown}
                edge="end"
              >
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
