import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { shopCategories } from '@studio/domain/shop';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** The fixed list of categories (api-contract "Shops"), by their translated names. */
export function ShopCategoryField({
  value,
  onChange,
  onBlur,
  error,
  testId,
  inputRef,
}: {
  value: string;
  onChange: (category: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('studio.fields.category')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {shopCategories.map((category) => (
        <MenuItem key={category} value={category} data-testid={`${testId}-${category}`}>
          {t(`shop.categories.${category}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
