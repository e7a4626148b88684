import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** A yes/no field of a react-hook-form form: a switch with its label and a hint below. */
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  testId,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean>;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ...{ 'data-testid': testId } } }}
              />
            }
            label={label}
          />
          <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>
        </Box>
      )}
    />
  );
}
