import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OpeningHours } from '@studio/domain/booking-contract';
import { Info } from 'luxon';
import { Fragment, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupLoadError } from '../../../components/setup-load-error.tsx';
import { intlLocaleOf, toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useOpeningHours } from '../../../shared/availability/api/get-opening-hours.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useReplaceOpeningHours } from '../api/replace-opening-hours.ts';
import { WeekdayHoursRow } from '../components/weekday-hours-row.tsx';
import {
  copyDayToAll,
  hasRangeProblems,
  openingHoursOf,
  rangeOfServerField,
  type WeekdayRow,
  weekdayRowsOf,
} from '../opening-hours-form.ts';

/** /bookings/hours: per weekday Monday to Sunday, open ranges or closed. */
export function BookingHoursRoute() {
  return <CurrentShopGate>{(shopId) => <BookingHoursScreen shopId={shopId} />}</CurrentShopGate>;
}

function BookingHoursScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const hours = useOpeningHours(shopId);
  return (
    <>
      <PageHeader title={t('screens.bookingsHours.title')} description={t('availability.hours.intro')} />
      {hours.isPending ? (
        <SetupListSkeleton rows={7} height={64} />
      ) : hours.isError ? (
        <SetupLoadError message={t('availability.hours.loadFailed')} onRetry={() => void hours.refetch()} />
      ) : (
        // A fresh editor whenever the saved hours differ (after saving), so "unsaved" compares
        // against what the server has; a background refetch of the same hours keeps the edits.
        <OpeningHoursEditor key={JSON.stringify(hours.data)} shopId={shopId} saved={hours.data} />
      )}
    </>
  );
}

function OpeningHoursEditor({ shopId, saved }: { shopId: string; saved: OpeningHours }) {
  const { t, i18n } = useTranslation();
  const [initial] = useState(() => weekdayRowsOf(saved));
  const [rows, setRows] = useState(initial);
  const [serverProblems, setServerProblems] = useState<Map<number, Set<number>>>(new Map());
  const replace = useReplaceOpeningHours(shopId);
  // Luxon lists weekdays Monday first, like the contract's 1 = Monday.
  const dayNames = Info.weekdays('long', { locale: intlLocaleOf(toLocale(i18n.language)) });
  const dirty = JSON.stringify(openingHoursOf(rows)) !== JSON.stringify(openingHoursOf(initial));
  const invalid = hasRangeProblems(rows);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  function update(next: WeekdayRow[]) {
    setRows(next);
    setServerProblems(new Map());
    replace.reset();
  }

  function save() {
    if (invalid) return;
    replace.mutate(openingHoursOf(rows), {
      onSuccess: () => notify(t('availability.hours.saved'), 'success'),
      onError: (error) => {
        if (!isApiError(error)) return;
        const problems = new Map<number, Set<number>>();
        for (const field of Object.keys(error.fields)) {
          const at = rangeOfServerField(field);
          if (!at) continue;
          const day = problems.get(at.dayIndex) ?? new Set<number>();
          day.add(at.rangeIndex);
          problems.set(at.dayIndex, day);
        }
        setServerProblems(problems);
      },
    });
  }

  return (
    <Card sx={{ px: { xs: 2, sm: 3 }, pb: 0 }} data-testid="booking-hours" data-tour="setup-bookingHours">
      {replace.isError ? (
        // "Booking hours could not be saved"; the reason is in the snackbar.
        <Alert severity="error" sx={{ mt: 2 }} data-testid="booking-hours-save-failed">
          {t('availability.hours.saveFailed')}
        </Alert>
      ) : null}
      {rows.map((row, index) => (
        <Fragment key={row.weekday}>
          {index > 0 ? <Divider /> : null}
          <WeekdayHoursRow
            row={row}
            dayName={dayNames[row.weekday - 1] ?? String(row.weekday)}
            serverProblems={serverProblems.get(index) ?? new Set()}
            onChange={(changed) =>
              update(rows.map((current) => (current.weekday === changed.weekday ? changed : current)))
            }
            onCopyToAll={() => update(copyDayToAll(rows, row.weekday))}
          />
        </Fragment>
      ))}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          py: 2,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography
            variant="body2"
            color={invalid ? 'error' : 'text.secondary'}
            data-testid="booking-hours-state"
          >
            {invalid
              ? t('availability.hours.fixProblems')
              : dirty
                ? t('availability.hours.unsaved')
                : t('availability.hours.upToDate')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => update(initial)}
              disabled={!dirty || replace.isPending}
              data-testid="booking-hours-reset"
            >
              {t('availability.hours.discard')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={save}
              disabled={!dirty || invalid}
              loading={replace.isPending}
              data-testid="booking-hours-save"
            >
              {t('availability.save')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('availability.hours.leaveTitle')}
        text={t('availability.hours.leaveText')}
        confirmLabel={t('availability.hours.leaveConfirm')}
        destructive
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        testId="booking-hours-leave-dialog"
      />
    </Card>
  );
}
