import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopCategory } from '@studio/domain/shop';
import { shopFieldSchemas } from '@studio/domain/shop-contract';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFullScreenDialog } from '../../../../components/use-full-screen-dialog.ts';
import { toLocale } from '../../../../i18n/language.ts';
import { useTranslation } from '../../../../i18n/text-runtime.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { localizedIssueMessage } from '../../../../lib/zod-issue-message.ts';
import {
  ShopContactFields,
  type ShopContactValues,
} from '../../../../shared/shops/components/shop-contact-fields.tsx';
import { useCreateShopForOwner } from '../../api/create-shop-for-owner.ts';
import { AccountPicker } from './account-picker.tsx';

const f = shopFieldSchemas;
const contactFields = ['name', 'address', 'category', 'phone', 'email'] as const;
const contactSchema = z.object({
  name: f.name,
  address: f.address,
  category: f.category,
  phone: f.phone,
  email: f.email,
});

/**
 * "Create studio" on /shops: the studio's details and the account that becomes its admin, in one
 * POST shops (`ownerUid`). The studio starts pending, like one its owner creates.
 */
export function CreateStudioForOwnerDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const textId = useId();
  const creation = useCreateShopForOwner();
  const [owner, setOwner] = useState<ManagedUser | null>(null);
  const [ownerMissing, setOwnerMissing] = useState(false);
  const resolver = useMemo(
    () => zodResolver(contactSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ShopContactValues>({
    resolver: resolver as never,
    defaultValues: { name: '', address: '', category: '', phone: '', email: '' },
  });

  const submitForm = handleSubmit((values) => {
    if (!owner) return;
    creation.mutate(
      { ...values, category: values.category as ShopCategory, ownerUid: owner.uid },
      {
        onSuccess: (shop) => {
          notify(
            t('shops.createDialog.created', { name: shop.name, owner: owner.name || owner.email }),
            'success',
          );
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, setError, contactFields),
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
      ? isApiError(failure) && failure.errorCode === ErrorCode.conflict
        ? t('shops.createDialog.ownerTaken')
        : isApiError(failure)
          ? failure.message
          : t('errors.unexpected')
      : null;

  return (
    <Dialog
      open
      onClose={creation.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="create-shop-dialog"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          // The account is not a form field: it is checked alongside the fields, not after them.
          setOwnerMissing(owner === null);
          void submitForm(event);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{t('shops.createDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2.5 }}>
            {t('shops.createDialog.text')}
          </DialogContentText>
          {generalError ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-shop-error">
              {generalError}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <AccountPicker
              value={owner}
              onChange={(user) => {
                setOwner(user);
                setOwnerMissing(false);
              }}
              label={t('shops.createDialog.owner')}
              testId="create-shop-owner"
              error={ownerMissing}
              helperText={
                ownerMissing ? t('shops.createDialog.ownerRequired') : t('shops.createDialog.ownerHint')
              }
            />
            <ShopContactFields
              register={register}
              control={control}
              errors={errors}
              testIdPrefix="create-shop"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={creation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={creation.isPending}
            data-testid="create-shop-submit"
          >
            {t('shops.createDialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
