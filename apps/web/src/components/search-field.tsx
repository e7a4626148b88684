import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A search box for lists; the label stays visible for screen readers and sighted users alike. */
export function SearchField({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
}) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      label={label}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
