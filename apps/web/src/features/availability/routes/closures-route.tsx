import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import type { ClosureTime } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import type { Tone } from '../../../components/tone-chip.tsx';
import { formatDayRange } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useClosures } from '../../../shared/availability/api/list-closures.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useDeleteClosure } from '../api/delete-closure.ts';
import { ClosureDialog } from '../components/closure-dialog.tsx';
import { PeriodList, PeriodRow } from '../components/period-row.tsx';
import { dayCount, type PeriodStatus, periodStatus, sortPeriods } from '../date-periods.ts';
import { useShopToday } from '../use-shop-today.ts';

const statusTones: Record<PeriodStatus, Tone> = { current: 'warning', upcoming: 'info', past: 'neutral' };

/** /bookings/availabilities: closure times (holidays, training days), upcoming first, past greyed. */
export function ClosuresRoute() {
  return <CurrentShopGate>{(shopId) => <ClosuresScreen shopId={shopId} />}</CurrentShopGate>;
}

function ClosuresScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const today = useShopToday(shopId);
  const closures = useClosures(shopId);
  const removal = useDeleteClosure(shopId);
  // undefined: no dialog; null: a new closure.
  const [editing, setEditing] = useState<ClosureTime | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<ClosureTime | null>(null);
  const list = sortPeriods(closures.data ?? [], today);

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing(null)}
      data-testid="closures-add"
      data-tour="setup-closures"
    >
      {t('availability.closures.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('screens.bookingsClosures.title')}
        description={t('availability.closures.intro')}
        actions={list.length > 0 ? addButton : null}
      />
      <SetupListState
        status={closures.status}
        empty={list.length === 0}
        loadFailedMessage={t('availability.loadFailed')}
        onRetry={() => void closures.refetch()}
        emptyState={
          <SetupEmptyState
            icon={EventBusyIcon}
            title={t('availability.closures.emptyTitle')}
            text={t('availability.closures.emptyText')}
            actions={addButton}
            testId="closures-empty"
          />
        }
      >
        <PeriodList label={t('screens.bookingsClosures.title')} testId="closures-list">
          {list.map((closure) => {
            const status = periodStatus(closure, today);
            const dates = formatDayRange(closure.startDate, closure.endDate, currentLocale());
            return (
              <PeriodRow
                key={closure.id}
                id={closure.id}
                status={status}
                title={dates}
                details={t('availability.closures.days', { count: dayCount(closure) ?? 1 })}
                reason={closure.reason}
                chip={{ tone: statusTones[status], label: t(`availability.closures.status.${status}`) }}
                subject={closure.reason ? `${dates} (${closure.reason})` : dates}
                onEdit={() => setEditing(closure)}
                onDelete={() => setToDelete(closure)}
                testId="closure-row"
              />
            );
          })}
        </PeriodList>
      </SetupListState>
      {editing !== undefined ? (
        <ClosureDialog
          shopId={shopId}
          closure={editing}
          today={today}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('availability.closures.deleteTitle')}
        text={
          toDelete
            ? t('availability.closures.deleteText', {
                dates: formatDayRange(toDelete.startDate, toDelete.endDate, currentLocale()),
              })
            : ''
        }
        confirmLabel={t('availability.delete')}
        destructive
        loading={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          removal.mutate(toDelete.id, {
            onSuccess: () => notify(t('availability.closures.deleted'), 'success'),
            onSettled: () => setToDelete(null),
          });
        }}
        testId="closure-delete-dialog"
      />
    </>
  );
}
