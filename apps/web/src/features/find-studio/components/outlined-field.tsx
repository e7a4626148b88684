import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/**
 * A labelled outlined text field as MUI's TextField draws it, without TextField itself: TextField
 * imports its select variant, and with it Menu, Popover and Modal, which the find page never shows.
 */
export function OutlinedField({
  id,
  label,
  shrinkLabel,
  size,
  fullWidth,
  ...input
}: Omit<OutlinedInputProps, 'label' | 'id'> & {
  id: string;
  label: string;
  /** Keeps the label above the field, for inputs that always show something (a date). */
  shrinkLabel?: boolean;
}) {
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched={shrinkLabel} {...input} />
    </FormControl>
  );
}
