import type { OpeningHours, Treatment } from '@studio/domain/booking-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { useEffect } from 'react';
import { useSearchParams } from '../../routing/build-router.ts';
import { nextOpenDay } from '../../shared/bookings/booking-choices.ts';
import type { NewBookingStart } from '../../shared/bookings/components/new-booking-dialog.tsx';

const cardParams = ['bookFor', 'bookEmail', 'bookPhone', 'bookServices', 'bookMember'];

/**
 * A client's card sends the studio to the calendar to book them (`bookFor`, `bookEmail`,
 * `bookPhone`, `bookServices`, `bookMember`): the new booking opens with their details and their
 * latest visit's treatments and team member, on the next open day after today (their next visit;
 * the day can still be changed), once the opening hours and treatments have loaded.
 */
export function useBookingFromClientCard({
  hours,
  treatments,
  timezone,
  onBook,
}: {
  hours: OpeningHours | undefined;
  treatments: readonly Treatment[] | undefined;
  timezone: string;
  onBook: (start: NewBookingStart) => void;
}): void {
  const [params, setParams] = useSearchParams();
  const bookFor = params.get('bookFor');
  useEffect(() => {
    if (bookFor === null || !hours || !treatments) return;
    // A treatment the studio no longer offers is left out.
    const offered = new Set(treatments.filter((service) => service.active).map((service) => service.id));
    onBook({
      day: nextOpenDay(hours, addDays(todayIn(timezone), 1)),
      time: '',
      teamMemberId: params.get('bookMember') ?? undefined,
      serviceIds:
        params
          .get('bookServices')
          ?.split(',')
          .filter((id) => offered.has(id)) ?? [],
      customer: {
        name: bookFor,
        email: params.get('bookEmail') ?? undefined,
        phone: params.get('bookPhone') ?? undefined,
      },
    });
    const rest = new URLSearchParams(params);
    for (const key of cardParams) rest.delete(key);
    setParams(rest, { replace: true });
  }, [bookFor, params, hours, treatments, timezone, onBook, setParams]);
}
