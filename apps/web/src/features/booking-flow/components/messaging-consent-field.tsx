// The customer's consent to answerable reminders through the messaging app; loaded only once a
// phone number is typed, so the booking pages stay light.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

export function MessagingConsentField({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      data-testid="customer-messaging-consent"
    />
  );
}
