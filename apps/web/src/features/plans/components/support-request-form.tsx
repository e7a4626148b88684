import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSendSupportRequest } from '../api/send-support-request.ts';

/**
 * Ask support: on the support screen with an empty form, on the locked assistant screen with the
 * request to activate it filled in. `testId` prefixes the form's parts.
 */
export function SupportRequestForm({
  shopId,
  testId,
  defaults = { subject: '', message: '' },
}: {
  shopId: string;
  testId: string;
  defaults?: { subject: string; message: string };
}) {
  const { t } = useTranslation();
  const send = useSendSupportRequest(shopId);
  const [subject, setSubject] = useState(defaults.subject);
  const [message, setMessage] = useState(defaults.message);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ subject: subject.trim(), message: message.trim() });
  };
  if (send.isSuccess) {
    return (
      <Alert
        severity="success"
        data-testid={`${testId}-sent`}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setSubject('');
              setMessage('');
              send.reset();
            }}
          >
            {t('plans.support.another')}
          </Button>
        }
      >
        {t('plans.support.sent')}
      </Alert>
    );
  }
  return (
    <Stack component="form" sx={{ gap: 2 }} onSubmit={submit} data-testid={`${testId}-form`}>
      <TextField
        label={t('plans.support.subjectLabel')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('plans.support.messageLabel')}
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
        data-testid={`${testId}-send`}
      >
        {t('plans.support.send')}
      </Button>
    </Stack>
  );
}
