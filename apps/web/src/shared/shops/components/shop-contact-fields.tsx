import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ShopCategory } from '@studio/domain/shop';
import {
  type Control,
  Controller,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { ltrInputSx } from '../../../components/ltr-input-sx.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { ShopCategoryField } from './shop-category-field.tsx';

/** The fields every studio form shares: creation modal and profile. */
export interface ShopContactValues {
  name: string;
  address: string;
  category: ShopCategory | '';
  phone: string;
  email: string;
}

/** Name, address, category, phone and email, each with its test id `<testIdPrefix>-<field>`. */
export function ShopContactFields<T extends ShopContactValues, TContext, TOutput extends FieldValues>({
  register,
  control,
  errors,
  testIdPrefix,
  showEmailHint = false,
}: {
  register: UseFormRegister<ShopContactValues>;
  control: Control<T, TContext, TOutput>;
  errors: FieldErrors<ShopContactValues>;
  testIdPrefix: string;
  showEmailHint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...muiField(register('name'))}
        label={t('studio.fields.name')}
        required
        fullWidth
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-name` } }}
      />
      <TextField
        {...muiField(register('address'))}
        label={t('studio.fields.address')}
        autoComplete="street-address"
        required
        fullWidth
        error={Boolean(errors.address)}
        helperText={errors.address?.message ?? t('studio.hints.address')}
        slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-address` } }}
      />
      <Controller
        // A form with more fields than these still has `category` (T extends ShopContactValues).
        name={'category' as Path<T>}
        control={control}
        render={({ field }) => (
          <ShopCategoryField
            value={field.value as ShopContactValues['category']}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.category?.message}
            testId={`${testIdPrefix}-category`}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
        <TextField
          sx={ltrInputSx}
          {...muiField(register('phone'))}
          type="tel"
          label={t('studio.fields.phone')}
          autoComplete="tel"
          required
          fullWidth
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message ?? t('studio.hints.phone')}
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-phone`, dir: 'ltr' } }}
        />
        <TextField
          {...muiField(register('email'))}
          type="email"
          label={t('studio.fields.email')}
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? (showEmailHint ? t('studio.hints.email') : undefined)}
          slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}-email`, inputMode: 'email' } }}
        />
      </Stack>
    </>
  );
}
