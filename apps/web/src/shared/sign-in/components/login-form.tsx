import { zodResolver } from '@hookform/resolvers/zod';
import LoginIcon from '@mui/icons-material/Login';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LoginRequest, LoginResponse } from '@studio/domain/auth-contract';
import { loginRequestSchema } from '@studio/domain/auth-contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useLogin } from '../api/login.ts';
import { OidcSignInButton } from './oidc-sign-in-button.tsx';

export function LoginForm({
  onSignedIn,
  autoFocus = true,
  returnTo,
}: {
  onSignedIn: (response: LoginResponse) => void;
  /** Off where the form is not the page's main purpose (e.g. beside "continue as guest"). */
  autoFocus?: boolean;
  /** Where a platform identity sign-in comes back to; none: the role's home page. */
  returnTo?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin();
  const resolver = useMemo(
    () => zodResolver(loginRequestSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, { onSuccess: onSignedIn });
  });

  const failure = loginMutation.error;
  const failureText = failure ? (isApiError(failure) ? failure.message : t('errors.unexpected')) : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }}>
      <OidcSignInButton returnTo={returnTo} />
      {failureText ? (
        <Alert severity="error" id="login-error" data-testid="login-error">
          {failureText}
        </Alert>
      ) : null}
      <TextField
        {...register('email')}
        type="email"
        label={t('login.email')}
        autoComplete="email"
        autoFocus={autoFocus}
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { 'data-testid': 'login-email', inputMode: 'email' } }}
      />
      <TextField
        {...register('password')}
        type={showPassword ? 'text' : 'password'}
        label={t('login.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          htmlInput: { 'data-testid': 'login-password' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  edge="end"
                  data-testid="login-toggle-password"
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Link
        component={RouterLink}
        to="/recovery"
        variant="body2"
        sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
        data-testid="login-forgot-password"
      >
        {t('login.forgotPassword')}
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<LoginIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        loading={loginMutation.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
