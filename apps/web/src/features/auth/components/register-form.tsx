import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { login } from '../../../shared/sign-in/api/login.ts';
import { registerRequestSchema, useRegister } from '../api/register.ts';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  consent: boolean;
}

const fields = ['firstName', 'lastName', 'email', 'password', 'consent'] as const;

/**
 * Registration: first name, last name, email, password and the mandatory consent. The new
 * account is signed in right away (unverified), so the verification page can follow it and the
 * studio can be created as soon as the address is confirmed.
 */
export function RegisterForm({
  onRegistered,
  initialValues = {},
}: {
  onRegistered: (email: string) => void;
  /** What is known already, e.g. the name and address a guest just booked with. */
  initialValues?: Partial<Pick<RegisterValues, 'firstName' | 'lastName' | 'email'>>;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const registration = useRegister();
  const resolver = useMemo(() => {
    const schema = registerRequestSchema.extend({
      consent: z.literal(true, { error: t('register.consentRequired') }),
    });
    return zodResolver(schema, { error: localizedIssueMessage(locale) });
  }, [t, locale]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    // The resolver's input type is `consent: true`; the form starts unticked.
    resolver: resolver as never,
    defaultValues: { firstName: '', lastName: '', email: '', ...initialValues, password: '', consent: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync({ ...values, consent: true, locale });
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
      return;
    }
    // Signing in is a convenience; if it fails the verification link still works on its own.
    try {
      const session = await login({ email: values.email, password: values.password });
      sessionStore.save(session.token, session.user);
    } catch {
      // stays signed out; /partner/create asks to sign in
    }
    onRegistered(values.email);
  });

  const failure = registration.error;
  const generalError =
    failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0)
      ? isApiError(failure)
        ? failure.message
        : t('errors.unexpected')
      : null;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2.5 }} data-testid="register-form">
      {generalError ? (
        <Alert severity="error" data-testid="register-error">
          {generalError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          {...muiField(register('firstName'))}
          label={t('register.firstName')}
          autoComplete="given-name"
          autoFocus={!initialValues.firstName}
          required
          fullWidth
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
          slotProps={{ htmlInput: { 'data-testid': 'register-first-name' } }}
        />
        <TextField
          {...muiField(register('lastName'))}
          label={t('register.lastName')}
          autoComplete="family-name"
          required
          fullWidth
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
          slotProps={{ htmlInput: { 'data-testid': 'register-last-name' } }}
        />
      </Stack>
      <TextField
        {...muiField(register('email'))}
        type="email"
        label={t('login.email')}
        autoComplete="email"
        required
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        slotProps={{ htmlInput: { 'data-testid': 'register-email', inputMode: 'email' } }}
      />
      <PasswordField
        registration={register('password')}
        label={t('login.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        helperText={t('register.passwordHint', { count: 8 })}
        testId="register-password"
      />
      <Controller
        name="consent"
        control={control}
        render={({ field }) => (
          <FormControl required error={Boolean(errors.consent)}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  sx={{ mt: -0.75, ml: -1.25 }}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-describedby': errors.consent ? 'register-consent-error' : undefined,
                      ...{ 'data-testid': 'register-consent' },
                    },
                  }}
                />
              }
              label={t('register.consent')}
            />
            {/* A new tab, so reading the policy does not lose what was typed. */}
            <Link
              href="/privacy"
              target="_blank"
              rel="noopener"
              variant="body2"
              sx={{ mt: 0.5, ml: 3.75, alignSelf: 'flex-start' }}
              data-testid="register-privacy-link"
            >
              {t('register.privacyLink')}
            </Link>
            {errors.consent ? (
              <FormHelperText id="register-consent-error">{errors.consent.message}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<PersonAddIcon />}
        loading={registration.isPending || registration.isSuccess}
        data-testid="register-submit"
      >
        {t('register.submit')}
      </Button>
    </Stack>
  );
}
