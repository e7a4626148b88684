import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type DealType, dealTypes } from '@studio/domain/deal-rules';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import type { DealFormValues } from './deal-form-values.ts';

/** A deal's type with what the type needs: a percent, the articles, a bundle price. */
export function DealTypeFields({
  register,
  errors,
  type,
}: {
  register: UseFormRegister<DealFormValues>;
  errors: FieldErrors<DealFormValues>;
  type: DealType;
}) {
  const { t } = useTranslation();
  const needsPercent = type === 'order_percentage' || type === 'article_highlight';
  const needsArticles = type === 'article_highlight' || type === 'bundle_price';
  return (
    <>
      <TextField
        {...muiField(register('type'))}
        select
        value={type}
        label={t('dealAdmin.form.type')}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'deal-type' } }}
      >
        {dealTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`dealAdmin.form.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {needsPercent ? (
        <TextField
          {...muiField(register('percent'))}
          label={t('dealAdmin.form.percent')}
          required
          inputMode="numeric"
          error={Boolean(errors.percent)}
          helperText={errors.percent?.message}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { 'data-testid': 'deal-percent' },
          }}
        />
      ) : null}
      {needsArticles ? (
        <TextField
          {...muiField(register('articles'))}
          label={t('dealAdmin.form.articles')}
          required
          error={Boolean(errors.articles)}
          helperText={errors.articles?.message ?? t('dealAdmin.form.articlesHint')}
          slotProps={{ htmlInput: { 'data-testid': 'deal-articles' } }}
        />
      ) : null}
      {type === 'bundle_price' ? (
        <TextField
          {...muiField(register('bundlePrice'))}
          label={t('dealAdmin.form.bundlePrice')}
          required
          inputMode="decimal"
          error={Boolean(errors.bundlePrice)}
          helperText={errors.bundlePrice?.message}
          slotProps={{ htmlInput: { 'data-testid': 'deal-bundle-price' } }}
        />
      ) : null}
    </>
  );
}
