import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
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
import { ERROR_GROUP_PAGE_SIZE, type ErrorEvent, useErrorGroups } from '../api/list-error-groups.ts';

function EventLine({ event }: { event: ErrorEvent }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="error-event"
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatViewerDateTime(event.occurredAt, currentLocale())}
        </Typography>
        <ToneChip tone="neutral" label={t(`errorReports.source.${event.source}`)} />
        <ToneChip
          tone={event.level === 'error' || event.level === 'fatal' ? 'error' : 'info'}
          label={event.level}
        />
        {event.errorCode !== null ? (
          <ToneChip tone="info" label={t('errorReports.errorCode', { code: event.errorCode })} />
        ) : null}
      </Stack>
      {event.exceptionValue ? (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {[event.exceptionType, event.exceptionValue].filter(Boolean).join(': ')}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ wordBreak: 'break-all' }}>
        {[event.url, event.release, event.userAgent].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** The Errors screen: stored reports of the web app and the API, one line per message. */
export function AdminErrorsRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const errors = useErrorGroups(page);
  const groups = errors.data?.groups ?? [];
  const total = errors.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title={t('screens.adminErrors.title')}
        description={t('screens.adminErrors.description')}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void errors.refetch()}>
            {t('errorReports.refresh')}
          </Button>
        }
      />
      <ListLoadState
        query={errors}
        empty={groups.length === 0}
        emptyText={t('errorReports.empty')}
        emptyTestId="error-groups-empty"
      />
      {groups.length === 0 ? null : (
        <Box data-testid="error-groups">
          {groups.map((group) => (
            <Accordion key={group.message} disableGutters data-testid="error-group">
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ gap: { xs: 0.5, sm: 2 }, alignItems: { sm: 'center' }, width: '100%', minWidth: 0 }}
                >
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography
                      dir="ltr"
                      sx={{ fontWeight: 600, wordBreak: 'break-word', textAlign: 'start' }}
                    >
                      {group.message}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('errorReports.seen', {
                        first: formatViewerDateTime(group.firstSeen, currentLocale()),
                        last: formatViewerDateTime(group.lastSeen, currentLocale()),
                      })}
                    </Typography>
                  </Box>
                  <ToneChip tone="error" label={t('errorReports.count', { count: group.count })} />
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Typography variant="subtitle2">{t('errorReports.latest')}</Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {group.events.map((event) => (
                    <EventLine key={event.id} event={event} />
                  ))}
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
          {t('errorReports.previous')}
        </Button>
        <Button
          endIcon={<ChevronRightIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          disabled={(page + 1) * ERROR_GROUP_PAGE_SIZE >= total}
          onClick={() => setPage((value) => value + 1)}
        >
          {t('errorReports.next')}
        </Button>
      </Stack>
    </>
  );
}
