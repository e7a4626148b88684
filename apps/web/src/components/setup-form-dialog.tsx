import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/text-runtime.ts';
import { isApiError } from '../lib/api-error.ts';
import { useFullScreenDialog } from './use-full-screen-dialog.ts';

/**
 * The frame of the studio-setup forms: a dialog (full screen on phones) around a form, with the
 * save error that no field shows, Cancel and the submit button.
 */
export function SetupFormDialog({
  title,
  submitLabel,
  saving,
  failure,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  dividers = false,
  testId,
  children,
}: {
  title: string;
  submitLabel: string;
  saving: boolean;
  /** The last save's error; shown here unless the server named fields, which show it themselves. */
  failure: Error | null;
  onSubmit: FormEventHandler;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** Lines above and below a long, scrolling form. */
  dividers?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const showGeneral = failure && !(isApiError(failure) && Object.keys(failure.fields).length > 0);
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={`${testId}-dialog`}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>
          <Stack sx={{ gap: 2.5, pt: dividers ? 0 : 1 }}>
            {showGeneral ? (
              <Alert severity="error">{isApiError(failure) ? failure.message : t('errors.unexpected')}</Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
