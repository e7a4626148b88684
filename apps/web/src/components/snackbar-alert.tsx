import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import {
  dismissSnackbar,
  SNACKBAR_DURATION_MS,
  type SnackbarSeverity,
  useSnackbarMessage,
} from '../lib/snackbar.ts';

/** Error dark red, warning orange, info light blue, anything else green. */
export const snackbarColors: Record<SnackbarSeverity, { background: string; text: string }> = {
  error: { background: '#8b0000', text: '#ffffff' },
  warning: { background: '#f57c00', text: '#1a1a1a' },
  info: { background: '#81d4fa', text: '#0b2540' },
  success: { background: '#2e7d32', text: '#ffffff' },
};

/** The message itself; global-snackbar.tsx loads it with the first message. */
export function SnackbarAlert() {
  const message = useSnackbarMessage();
  const colors = snackbarColors[message?.severity ?? 'success'];

  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_event, reason) => {
        // The message stays its full 3 seconds even when the user clicks elsewhere.
        if (reason !== 'clickaway' && message) dismissSnackbar(message.id);
      }}
    >
      <Alert
        variant="filled"
        severity={message?.severity ?? 'success'}
        data-testid="global-snackbar"
        data-severity={message?.severity}
        onClose={message ? () => dismissSnackbar(message.id) : undefined}
        sx={{
          bgcolor: colors.background,
          color: colors.text,
          minWidth: { sm: 360 },
          boxShadow: 6,
          '& .MuiAlert-icon, & .MuiAlert-action': { color: colors.text },
        }}
      >
        {message?.message}
      </Alert>
    </Snackbar>
  );
}
