import { zodResolver } from '@hookform/resolvers/zod';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { defaultShopTimezone, type ShopCategory } from '@studio/domain/shop';
import { type ManagedShop, shopFieldSchemas } from '@studio/domain/shop-contract';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { ShopContactFields } from '../../../shared/shops/components/shop-contact-fields.tsx';
import { TimeZoneField } from '../../../shared/shops/components/time-zone-field.tsx';
import { useCreateShop } from '../api/create-studio.ts';
import type { StudioPlace } from '../studio-place.ts';
import { StudioSummary } from './studio-summary.tsx';

const f = shopFieldSchemas;

/** The creation modal has two steps. */
const detailFields = ['name', 'address', 'category', 'phone', 'email'] as const;
const finishFields = ['description', 'timezone'] as const;

const createShopFormSchema = z.object({
  name: f.name,
  address: f.address,
  category: f.category,
  phone: f.phone,
  email: f.email,
  description: f.description,
  timezone: f.timezone,
});

interface CreateShopValues {
  name: string;
  address: string;
  category: ShopCategory | '';
  phone: string;
  email: string;
  description: string;
  timezone: string;
}

/** The two-step creation modal: 1. the studio's details, 2. description, time zone and confirmation. */
export function CreateStudioDialog({
  open,
  place,
  ownerEmail,
  onClose,
  onCreated,
}: {
  open: boolean;
  place: StudioPlace;
  ownerEmail: string;
  onClose: () => void;
  onCreated: (shop: ManagedShop, me: SessionUser | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const [step, setStep] = useState<0 | 1>(0);
  const creation = useCreateShop();
  const resolver = useMemo(
    () => zodResolver(createShopFormSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    getValues,
    formState: { errors },
  } = useForm<CreateShopValues>({
    resolver: resolver as never,
    defaultValues: {
      name: place.name,
      address: place.address,
      category: '',
      phone: '',
      email: ownerEmail,
      description: '',
      timezone: defaultShopTimezone,
    },
  });

  async function next() {
    if (await trigger(detailFields, { shouldFocus: true })) setStep(1);
  }

  const onSubmit = handleSubmit((values) => {
    creation.mutate(
      {
        name: values.name,
        address: values.address,
        category: values.category as ShopCategory,
        phone: values.phone,
        email: values.email,
        description: values.description,
        timezone: values.timezone,
        latitude: place.latitude,
        longitude: place.longitude,
        ...(place.placeId ? { googlePlacesId: place.placeId } : {}),
      },
      {
        onSuccess: ({ shop, me }) => onCreated(shop, me),
        onError: (error) => {
          const all = [...detailFields, ...finishFields];
          if (applyServerFieldErrors(error, setError, all) && isApiError(error)) {
            const onFirstStep = Object.keys(error.fields).some((field) =>
              (detailFields as readonly string[]).includes(field),
            );
            if (onFirstStep) setStep(0);
          }
        },
      },
    );
  });

  const failure = creation.error;
  const generalError =
    failure &&
    !(
      isApiError(failure) &&
      failure.errorCode === ErrorCode.invalidInput &&
      Object.keys(failure.fields).length > 0
    )
      ? isApiError(failure)
        ? failure.message
        : t('errors.unexpected')
      : null;
  const summary = getValues();

  return (
    <Dialog
      open={open}
      onClose={creation.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="create-studio-dialog"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // Enter on the first step moves on; only the second step creates the studio.
          if (step === 0) {
            event.preventDefault();
            void next();
            return;
          }
          void onSubmit(event);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{t('createStudio.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, mt: 1 }}>
            <Step>
              <StepLabel>{t('createStudio.dialog.stepDetails')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{t('createStudio.dialog.stepFinish')}</StepLabel>
            </Step>
          </Stepper>
          {generalError ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-studio-error">
              {generalError}
            </Alert>
          ) : null}
          {step === 0 ? (
            <Stack sx={{ gap: 2.5 }} data-testid="create-studio-step-details">
              <ShopContactFields
                register={register}
                control={control}
                errors={errors}
                testIdPrefix="create-studio"
                showEmailHint
              />
            </Stack>
          ) : (
            <Stack sx={{ gap: 2.5 }} data-testid="create-studio-step-finish">
              <TextField
                {...muiField(register('description'))}
                label={t('studio.fields.description')}
                multiline
                minRows={3}
                maxRows={8}
                fullWidth
                error={Boolean(errors.description)}
                helperText={errors.description?.message ?? t('studio.hints.description')}
                slotProps={{ htmlInput: { 'data-testid': 'create-studio-description', maxLength: 2000 } }}
              />
              <Controller
                name="timezone"
                control={control}
                render={({ field }) => (
                  <TimeZoneField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('studio.fields.timezone')}
                    error={errors.timezone?.message}
                    helperText={t('studio.hints.timezone')}
                    testId="create-studio-timezone"
                  />
                )}
              />
              <StudioSummary values={summary} />
              <Typography variant="body2" color="text.secondary">
                {t('createStudio.dialog.pendingNote')}
              </Typography>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          {step === 0 ? (
            <>
              <Button key="cancel" onClick={onClose} data-testid="create-studio-cancel">
                {t('common.cancel')}
              </Button>
              <Button
                // Distinct keys: the "Next" button must not turn into the submit button under the
                // pointer, or the click that finishes step 1 would also submit the form.
                key="next"
                variant="contained"
                onClick={() => void next()}
                endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                data-testid="create-studio-next"
              >
                {t('common.next')}
              </Button>
            </>
          ) : (
            <>
              <Button
                key="back"
                onClick={() => setStep(0)}
                disabled={creation.isPending}
                startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                data-testid="create-studio-back"
              >
                {t('common.back')}
              </Button>
              <Button
                key="submit"
                type="submit"
                variant="contained"
                startIcon={<AddBusinessIcon />}
                loading={creation.isPending || creation.isSuccess}
                data-testid="create-studio-submit"
              >
                {t('createStudio.dialog.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
