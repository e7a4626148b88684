import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ViewWeekIcon from '@mui/icons-material/ViewWeekOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BookingRule } from '@studio/domain/booking-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import type { Tone } from '../../../components/tone-chip.tsx';
import { formatDay, formatDayRange } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useTeamMembers } from '../../../shared/team/api/list-team-members.ts';
import { useDeleteBookingRule } from '../api/delete-booking-rule.ts';
import { useBookingRules } from '../api/list-booking-rules.ts';
import { BookingRuleDialog } from '../components/booking-rule-dialog.tsx';
import { PeriodList, PeriodRow } from '../components/period-row.tsx';
import { periodStatus, ruleInForce, sortPeriods } from '../date-periods.ts';
import { useShopToday } from '../use-shop-today.ts';

/** /bookings/rules: how many appointments may run at once, from a date, until a date or for good. */
export function BookingRulesRoute() {
  return <CurrentShopGate>{(shopId) => <BookingRulesScreen shopId={shopId} />}</CurrentShopGate>;
}

function BookingRulesScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const today = useShopToday(shopId);
  const rules = useBookingRules(shopId);
  const team = useTeamMembers(shopId);
  const removal = useDeleteBookingRule(shopId);
  // undefined: no dialog; null: a new rule.
  const [editing, setEditing] = useState<BookingRule | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<BookingRule | null>(null);
  const list = sortPeriods(rules.data ?? [], today);
  const inForce = ruleInForce(list, today);
  // Api-contract: without a rule the number of team members counts, at least 1.
  const teamCapacity = Math.max(1, team.data?.length ?? 1);

  const datesOf = (rule: BookingRule) =>
    rule.endDate === null
      ? t('availability.rules.from', { date: formatDay(rule.startDate, currentLocale()) })
      : formatDayRange(rule.startDate, rule.endDate, currentLocale());
  const chipOf = (rule: BookingRule): { tone: Tone; label: string } => {
    const status = periodStatus(rule, today);
    if (status === 'past') return { tone: 'neutral', label: t('availability.rules.status.past') };
    if (status === 'upcoming') return { tone: 'info', label: t('availability.rules.status.upcoming') };
    return rule.id === inForce?.id
      ? { tone: 'success', label: t('availability.rules.status.inForce') }
      : { tone: 'neutral', label: t('availability.rules.status.superseded') };
  };

  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing(null)}
      data-testid="booking-rules-add"
      data-tour="setup-slots"
    >
      {t('availability.rules.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('screens.bookingsSlots.title')}
        description={t('availability.rules.intro')}
        actions={list.length > 0 ? addButton : null}
      />
      {team.data ? (
        <Alert severity="info" icon={<GroupsIcon />} sx={{ mb: 2.5 }} data-testid="booking-rules-today">
          {inForce
            ? t('availability.rules.todayRule', { count: inForce.slots })
            : t('availability.rules.todayTeam', { count: teamCapacity })}
        </Alert>
      ) : null}
      <SetupListState
        status={rules.status}
        empty={list.length === 0}
        loadFailedMessage={t('availability.loadFailed')}
        onRetry={() => void rules.refetch()}
        emptyState={
          <SetupEmptyState
            icon={ViewWeekIcon}
            title={t('availability.rules.emptyTitle')}
            text={t('availability.rules.emptyText')}
            actions={addButton}
            testId="booking-rules-empty"
          />
        }
      >
        <PeriodList label={t('screens.bookingsSlots.title')} testId="booking-rules-list">
          {list.map((rule) => (
            <PeriodRow
              key={rule.id}
              id={rule.id}
              status={periodStatus(rule, today)}
              title={datesOf(rule)}
              details={
                <>
                  <span data-testid="booking-rule-row-slots">
                    {t('availability.rules.slots', { count: rule.slots })}
                  </span>
                  {rule.endDate === null ? ` · ${t('availability.rules.permanent')}` : null}
                </>
              }
              reason={rule.reason}
              chip={chipOf(rule)}
              subject={datesOf(rule)}
              onEdit={() => setEditing(rule)}
              onDelete={() => setToDelete(rule)}
              testId="booking-rule-row"
            />
          ))}
        </PeriodList>
      </SetupListState>
      {editing !== undefined ? (
        <BookingRuleDialog
          shopId={shopId}
          rule={editing}
          today={today}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('availability.rules.deleteTitle')}
        text={toDelete ? t('availability.rules.deleteText', { dates: datesOf(toDelete) }) : ''}
        confirmLabel={t('availability.delete')}
        destructive
        loading={removal.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          removal.mutate(toDelete.id, {
            onSuccess: () => notify(t('availability.rules.deleted'), 'success'),
            onSettled: () => setToDelete(null),
          });
        }}
        testId="booking-rule-delete-dialog"
      />
    </>
  );
}
