import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/** A part of the page could not be loaded: say so where it would be, with a way to try again. */
export function RetryAlert({
  message,
  onRetry,
  sx,
}: {
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('partner.loadFailed.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
