import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { RejectApprovalRequest } from '@studio/domain/approvals-contract';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { localizedIssueMessage } from '../../../lib/zod-issue-message.ts';
import { rejectApprovalRequestSchema } from '../api/reject-approval.ts';

/** Asks for the reason of a rejection; the owner reads it in the mail and on the dashboard. */
export function ReasonDialog({
  open,
  title,
  text,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const textId = useId();
  const resolver = useMemo(
    () => zodResolver(rejectApprovalRequestSchema, { error: localizedIssueMessage(locale) }),
    [locale],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectApprovalRequest>({ resolver, defaultValues: { reason: '' } });

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="reason-dialog"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(({ reason }) => onConfirm(reason))}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          <TextField
            {...muiField(register('reason'))}
            label={t('approvals.reason')}
            multiline
            minRows={3}
            autoFocus
            required
            fullWidth
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message ?? t('approvals.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'reason-input' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            loading={loading}
            data-testid="reason-confirm"
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
