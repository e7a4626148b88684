import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';

/** Ask support to activate the assistant (or anything else), from the locked screen. */
export function SupportRequestForm({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const send = useSendSupportRequest(shopId);
  const [subject, setSubject] = useState(() => t('plans.voice.supportSubject'));
  const [message, setMessage] = useState(() => t('plans.voice.supportMessage'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ subject: subject.trim(), message: message.trim() });
  };
  if (send.isSuccess) {
    return (
      <Alert severity="success" data-testid="voice-support-sent">
        {t('plans.voice.supportSent')}
      </Alert>
    );
  }
  return (
    <Stack component="form" sx={{ gap: 2 }} onSubmit={submit} data-testid="voice-support-form">
      <TextField
        label={t('plans.voice.supportSubjectLabel')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('plans.voice.supportMessageLabel')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SupportIcon />}
        disabled={send.isPending || subject.trim() === '' || message.trim() === ''}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="voice-support-send"
      >
        {t('plans.voice.supportSend')}
      </Button>
    </Stack>
  );
}
