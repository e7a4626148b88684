import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, viVN } from '@mui/x-date-pickers/locales';
import type { Locale } from '@studio/domain/locale';
import type { DateTime } from 'luxon';
import type { Ref } from 'react';
import { dayInputFormat } from '../../../i18n/format-date-time.ts';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

// The picker ships no Arabic texts; its English ones stand in, like i18next's fallback.
const pickerTexts: Record<Locale, typeof enUS> = { de: deDE, en: enUS, vi: viVN, ar: enUS };

export interface DatePickerFieldProps {
  label: string;
  value: DateTime | null;
  onChange: (value: DateTime | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  helperText?: string;
  required?: boolean;
  minDate?: DateTime;
  testId: string;
}

/** A date field typed as the user's language writes dates; the value is a luxon date (null while empty or half typed). */
export function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  required = false,
  minDate,
  testId,
}: DatePickerFieldProps) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <LocalizationProvider
      dateAdapter={AdapterLuxon}
      adapterLocale={intlLocaleOf(locale)}
      localeText={pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next)}
        format={dayInputFormat(locale)}
        minDate={minDate}
        inputRef={inputRef}
        slotProps={{
          textField: {
            fullWidth: true,
            required,
            error: Boolean(error),
            helperText: error ?? helperText,
            onBlur,
            ...{ 'data-testid': testId },
            slotProps: { htmlInput: { ...{ 'data-testid': `${testId}-value` } } },
          },
          openPickerButton: { 'data-testid': `${testId}-open` } as object,
        }}
      />
    </LocalizationProvider>
  );
}
