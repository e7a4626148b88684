import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SupportRequest } from '@studio/domain/voice-contract';
import { type FormEvent, useState } from 'react';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useAnswerSupportRequest } from '../api/answer-support-request.ts';
import { useSupportRequests } from '../api/list-support-requests.ts';

function RequestCard({ request }: { request: SupportRequest }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const answer = useAnswerSupportRequest();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ id: request.id, answer: text.trim() });
  };
  return (
    <Box
      component="li"
      data-testid="support-request"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {request.priority ? (
          <ToneChip tone="warning" label={t('supportInbox.priority')} data-testid="support-priority" />
        ) : null}
        <ToneChip
          tone={request.status === 'open' ? 'info' : 'success'}
          label={t(`supportInbox.status.${request.status}`)}
        />
        <Typography variant="body2" color="text.secondary">
          {`${formatViewerDateTime(request.createdAt, locale)} · ${request.shopName}`}
        </Typography>
      </Stack>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {request.subject}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
        {request.message}
      </Typography>
      {request.answer !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {`${t('supportInbox.answered')}: ${request.answer}`}
        </Typography>
      ) : (
        <Stack component="form" direction="row" sx={{ gap: 1 }} onSubmit={submit}>
          <TextField
            size="small"
            fullWidth
            multiline
            label={t('supportInbox.answerLabel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Button type="submit" variant="contained" disabled={answer.isPending || text.trim() === ''}>
            {t('supportInbox.send')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** The support inbox: Plus studios' requests (priority support) first; answers go out by mail. */
export function AdminSupportRoute() {
  const { t } = useTranslation();
  const requests = useSupportRequests();
  const items = requests.data ?? [];
  return (
    <>
      <PageHeader
        title={t('screens.adminSupport.title')}
        description={t('screens.adminSupport.description')}
      />
      <ListLoadState
        query={requests}
        empty={items.length === 0}
        emptyText={t('supportInbox.empty')}
        emptyTestId="support-inbox-empty"
      />
      {items.length === 0 ? null : (
        <Stack component="ul" sx={{ gap: 2, p: 0, m: 0 }} data-testid="support-inbox">
          {items.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </>
  );
}
