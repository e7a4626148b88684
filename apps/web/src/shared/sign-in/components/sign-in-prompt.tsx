import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from '../../../routing/build-router.ts';

/** Asks a visitor or guest to sign in for what the page offers, and comes back here afterwards. */
export function SignInPrompt({ text, action, testId }: { text: string; action: string; testId: string }) {
  const location = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to="/login"
          state={{ from: `${location.pathname}${location.search}` }}
          color="inherit"
          size="small"
          data-testid={testId}
        >
          {action}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
