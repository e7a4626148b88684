import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalendarFeed, CreatedCalendarFeed } from '@studio/domain/calendar-feed-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListLoadState } from '../../../components/list-load-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatViewerDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useCalendarFeeds } from '../api/list-calendar-feeds.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';

const wholeStudio = 'studio';

/** /shop/calendar-feeds: subscription addresses for Google, Apple or Outlook calendars, revocable. */
export function CalendarFeedsRoute() {
  return <CurrentShopGate>{(shopId) => <CalendarFeedsScreen shopId={shopId} />}</CurrentShopGate>;
}

function CalendarFeedsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds(shopId);
  const members = useTeamMembers(shopId);
  const create = useCreateCalendarFeed(shopId);
  const revoke = useRevokeCalendarFeed(shopId);
  const [whose, setWhose] = useState(wholeStudio);
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [toRevoke, setToRevoke] = useState<CalendarFeed | null>(null);
  const items = feeds.data ?? [];
  const nameOf = (feed: CalendarFeed) => feed.teamMemberName ?? t('calendarFeeds.wholeStudio');
  return (
    <>
      <PageHeader
        title={t('screens.shopCalendarFeeds.title')}
        description={t('screens.shopCalendarFeeds.description')}
      />
      <Stack sx={{ gap: 3 }}>
        <SectionCard title={t('calendarFeeds.newTitle')} description={t('calendarFeeds.newHint')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('calendarFeeds.whose')}
              value={whose}
              onChange={(event) => setWhose(event.target.value)}
              sx={{ minWidth: 240 }}
              slotProps={{ htmlInput: { 'data-testid': 'calendar-feed-whose' } }}
            >
              <MenuItem value={wholeStudio}>{t('calendarFeeds.wholeStudio')}</MenuItem>
              {(members.data ?? []).map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              loading={create.isPending}
              onClick={() =>
                create.mutate(whose === wholeStudio ? null : whose, { onSuccess: (feed) => setCreated(feed) })
              }
              data-testid="calendar-feed-create"
            >
              {t('calendarFeeds.create')}
            </Button>
          </Stack>
          {created ? <CreatedFeed feed={created} name={nameOf(created)} /> : null}
        </SectionCard>
        <SectionCard title={t('calendarFeeds.listTitle')}>
          <ListLoadState
            query={feeds}
            empty={items.length === 0}
            emptyText={t('calendarFeeds.empty')}
            emptyTestId="calendar-feeds-empty"
          />
          <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }}>
            {items.map((feed) => (
              <Box
                component="li"
                key={feed.id}
                data-testid="calendar-feed"
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  listStyle: 'none',
                }}
              >
                <Typography>
                  {nameOf(feed)}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${t('calendarFeeds.since', { date: formatViewerDate(feed.createdAt, currentLocale()) })}`}
                  </Typography>
                </Typography>
                <Button color="error" onClick={() => setToRevoke(feed)} data-testid="calendar-feed-revoke">
                  {t('calendarFeeds.revoke')}
                </Button>
              </Box>
            ))}
          </Stack>
        </SectionCard>
      </Stack>
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('calendarFeeds.revokeTitle')}
        text={toRevoke ? t('calendarFeeds.revokeText', { name: nameOf(toRevoke) }) : ''}
        confirmLabel={t('calendarFeeds.revoke')}
        destructive
        loading={revoke.isPending}
        onClose={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => {
              notify(t('calendarFeeds.revoked'), 'success');
              if (created?.id === toRevoke.id) setCreated(null);
            },
            onSettled: () => setToRevoke(null),
          });
        }}
        testId="calendar-feed-revoke-dialog"
      />
    </>
  );
}

function CreatedFeed({ feed, name }: { feed: CreatedCalendarFeed; name: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      notify(t('calendarFeeds.copied'), 'success');
    } catch {
      notify(t('calendarFeeds.copyFailed'), 'error');
    }
  };
  return (
    <Stack sx={{ gap: 1, mt: 2 }} data-testid="calendar-feed-created">
      <Alert severity="info">{t('calendarFeeds.copyNow', { name })}</Alert>
      <TextField
        size="small"
        fullWidth
        label={t('calendarFeeds.address')}
        value={feed.url}
        slotProps={{
          htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'calendar-feed-url' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={t('calendarFeeds.copy')} onClick={() => void copy()} edge="end">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
