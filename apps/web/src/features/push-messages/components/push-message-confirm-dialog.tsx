import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { NotificationPreview } from './notification-preview.tsx';

/**
 * The last look before a message goes out to every customer: how many receive it and the text as
 * their phones will show it. A message cannot be taken back and the next one waits 24 hours, so
 * nothing is sent from the form without this step.
 */
export function PushMessageConfirmDialog({
  open,
  shopName,
  title,
  body,
  audience,
  sending,
  onSend,
  onBack,
}: {
  open: boolean;
  shopName: string;
  title: string;
  body: string;
  audience: number;
  sending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onBack}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-testid="push-message-confirm"
    >
      <DialogTitle id={titleId}>{t('pushMessages.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }} data-testid="push-message-confirm-audience">
          {t('pushMessages.confirm.audience', { count: audience })}
        </DialogContentText>
        <NotificationPreview shopName={shopName} title={title} body={body} shownToScreenReaders />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onBack} disabled={sending} data-testid="push-message-confirm-back">
          {t('pushMessages.confirm.back')}
        </Button>
        <Button
          onClick={onSend}
          variant="contained"
          loading={sending}
          data-testid="push-message-confirm-send"
        >
          {t('pushMessages.confirm.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
