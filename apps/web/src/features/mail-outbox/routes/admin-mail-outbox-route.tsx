import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { OUTBOX_PAGE_SIZE, type OutboxMail, useOutboxMails } from '../api/list-outbox-mails.ts';

function DeliveryChip({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  if (mail.sentAt) return <ToneChip tone="success" label={t('mailOutbox.sent')} />;
  if (mail.lastError)
    return <ToneChip tone="error" label={t('mailOutbox.failed', { count: mail.attempts })} />;
  return <ToneChip tone="neutral" label={t('mailOutbox.kept')} />;
}

/** The mail outbox: what the platform mailed, to whom, and whether SMTP took it. */
export function AdminMailOutboxRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const mails = useOutboxMails(page);
  const items = mails.data ?? [];

  return (
    <>
      <PageHeader
        title={t('screens.adminMailOutbox.title')}
        description={t('screens.adminMailOutbox.description')}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void mails.refetch()}>
            {t('mailOutbox.refresh')}
          </Button>
        }
      />
      <ListLoadState
        query={mails}
        empty={items.length === 0}
        emptyText={t('mailOutbox.empty')}
        emptyTestId="mail-outbox-empty"
      />
      {items.length === 0 ? null : (
        <Box data-testid="mail-outbox-list">
          {items.map((mail) => (
            <Accordion key={mail.id} disableGutters data-testid="mail-outbox-item" data-to={mail.to}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: { xs: 0.5, sm: 2 }, alignItems: { sm: 'center' }, width: '100%', minWidth: 0 }}
                >
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{mail.subject}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {t('mailOutbox.to', {
                        to: mail.to,
                        date: formatViewerDateTime(mail.createdAt, currentLocale()),
                      })}
                    </Typography>
                  </Box>
                  <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
                    <ToneChip tone="info" label={mail.kind} />
                    <DeliveryChip mail={mail} />
                  </Stack>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                {mail.lastError ? (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {mail.lastError}
                  </Alert>
                ) : null}
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 2,
                    borderRadius: 2,
                    bgcolor: 'action.hover',
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'inherit',
                    typography: 'body2',
                  }}
                >
                  {mail.text}
                </Box>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button
          startIcon={<ChevronLeftIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          disabled={page === 0}
          onClick={() => setPage((value) => Math.max(0, value - 1))}
        >
          {t('mailOutbox.newer')}
        </Button>
        <Button
          endIcon={<ChevronRightIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          disabled={items.length < OUTBOX_PAGE_SIZE}
          onClick={() => setPage((value) => value + 1)}
        >
          {t('mailOutbox.older')}
        </Button>
      </Stack>
    </>
  );
}
