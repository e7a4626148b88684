import type { TeamMember } from '@studio/domain/booking-contract';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useUpdateBooking } from '../../../shared/bookings/api/update-booking.ts';
import { teamMemberName } from '../../../shared/bookings/components/team-member-label.tsx';
import type { CurrentShop } from '../../../shared/current-shop/current-shop.ts';
import { whenText } from '../when-text.ts';
import type { CalendarMove } from './booking-calendar.tsx';

/**
 * Asks before a dragged booking moves (to another time, or also to another team member) and moves
 * it; declined or refused, the booking goes back where it was. Open while `move` is not null.
 */
export function MoveBookingDialog({
  shop,
  team,
  move,
  onDone,
}: {
  shop: CurrentShop;
  team: readonly TeamMember[];
  move: CalendarMove | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const update = useUpdateBooking(shop.shopId);
  const { timezone } = shop;

  const confirmMove = () => {
    if (!move) return;
    const { booking, start, teamMemberId, revert } = move;
    update.mutate(
      {
        bookingId: booking.id,
        change: { start: start.toISOString(), ...(teamMemberId ? { teamMemberId } : {}) },
      },
      {
        onSuccess: (moved) =>
          notify(
            t('calendarView.move.done', {
              name: moved.customer.name,
              when: whenText(moved.start, timezone, locale),
            }),
          ),
        // The catalogue message (8104 and others) is already in the snackbar; the booking goes back.
        onError: () => revert(),
        onSettled: () => onDone(),
      },
    );
  };

  return (
    <ConfirmDialog
      open={move !== null}
      title={t('calendarView.move.title')}
      text={
        move
          ? t(move.teamMemberId ? 'calendarView.move.textMember' : 'calendarView.move.text', {
              name: move.booking.customer.name,
              from: whenText(move.booking.start, timezone, locale),
              to: whenText(move.start, timezone, locale),
              member: teamMemberName(
                team.find((member) => member.id === move.teamMemberId),
                t,
              ),
            })
          : ''
      }
      confirmLabel={t('calendarView.move.confirm')}
      loading={update.isPending}
      onClose={() => {
        move?.revert();
        onDone();
      }}
      onConfirm={confirmMove}
      testId="move-booking-dialog"
    />
  );
}
