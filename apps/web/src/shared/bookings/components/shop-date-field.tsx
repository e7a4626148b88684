import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, viVN } from '@mui/x-date-pickers/locales';
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { dayInputFormat } from '../../../i18n/format-date-time.ts';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import type { TFunction } from '../../../i18n/text-runtime.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const pickerTexts = {
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  vi: viVN.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/** The picker ships no Arabic texts; the ones a person meets come from our bundle. */
function localeTextOf(locale: Locale, t: TFunction) {
  if (locale !== 'ar') return pickerTexts[locale];
  return {
    ...pickerTexts.en,
    previousMonth: t('bookings.datePicker.previousMonth'),
    nextMonth: t('bookings.datePicker.nextMonth'),
    openDatePickerDialogue: () => t('bookings.datePicker.open'),
    cancelButtonLabel: t('common.cancel'),
    fieldDayPlaceholder: () => t('bookings.datePicker.day'),
    fieldMonthPlaceholder: () => t('bookings.datePicker.month'),
    fieldYearPlaceholder: () => t('bookings.datePicker.year'),
  };
}

function toDateTime(day: string): DateTime | null {
  if (!day) return null;
  const value = DateTime.fromISO(day);
  return value.isValid ? value : null;
}

/**
 * A date field typed as the language writes dates (28.11.2026 in German), with a calendar to pick from. Its value is a local day,
 * `YYYY-MM-DD`, or '' while empty or incomplete.
 */
export function ShopDateField({
  label,
  value,
  onChange,
  minDay,
  maxDay,
  testId,
  required = false,
  error,
  fullWidth = true,
  size = 'small',
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  minDay?: string;
  maxDay?: string;
  testId: string;
  required?: boolean;
  error?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const localeText = useMemo(() => localeTextOf(locale, t), [locale, t]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterLuxon}
      adapterLocale={intlLocaleOf(locale)}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        format={dayInputFormat(locale)}
        value={toDateTime(value)}
        onChange={(next) => onChange(next?.isValid ? (next.toISODate() ?? '') : '')}
        minDate={minDay ? (toDateTime(minDay) ?? undefined) : undefined}
        maxDate={maxDay ? (toDateTime(maxDay) ?? undefined) : undefined}
        slotProps={{
          textField: {
            size,
            fullWidth,
            required,
            error: Boolean(error),
            helperText: error,
            slotProps: { htmlInput: { 'data-testid': testId } as object },
          },
        }}
      />
    </LocalizationProvider>
  );
}
