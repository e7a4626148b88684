import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useMemo } from 'react';
import { timeZoneLabel, timeZoneOptions } from '../time-zones.ts';

/** Picks an IANA time zone from the browser's list; typing filters it. */
export function TimeZoneField({
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  testId,
  inputRef,
}: {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  label: string;
  error?: string | undefined;
  helperText?: string;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const options = useMemo(() => timeZoneOptions(), []);
  return (
    <Autocomplete
      options={options as string[]}
      value={value || null}
      onChange={(_event, zone) => onChange(zone ?? '')}
      onBlur={onBlur}
      getOptionLabel={timeZoneLabel}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required
          error={Boolean(error)}
          helperText={error ?? helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
