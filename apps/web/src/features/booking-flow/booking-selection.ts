// The booking flow keeps its whole state in the URL (spec: reload and back/forward must work), so
// every step reads and writes the same search parameters.
import { generatePath } from '../../routing/build-router.ts';
import { screenOf } from '../../shared/screens.ts';

export interface BookingSelection {
  /** Chosen treatments, in the order they were picked. */
  serviceIds: string[];
  /** The preferred team member; null means no preference. */
  teamMemberId: string | null;
  /** The Monday (YYYY-MM-DD, studio time) of the week shown in the time picker. */
  week: string | null;
  /** The day (YYYY-MM-DD, studio time) whose times are shown. */
  day: string | null;
  /** The chosen start, ISO 8601 with the studio's offset, exactly as the free times gave it. */
  start: string | null;
}

export const emptySelection: BookingSelection = {
  serviceIds: [],
  teamMemberId: null,
  week: null,
  day: null,
  start: null,
};

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
// Ids are UUIDs today; anything shaped differently is a hand-edited link and is dropped.
const idPattern = /^[A-Za-z0-9-]{1,64}$/;
const maxServices = 20;

export function readSelection(params: URLSearchParams): BookingSelection {
  const serviceIds = [
    ...new Set(
      (params.get('services') ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => idPattern.test(id)),
    ),
  ].slice(0, maxServices);
  const member = params.get('member');
  const week = params.get('week');
  const day = params.get('day');
  const start = params.get('start');
  return {
    serviceIds,
    teamMemberId: member && idPattern.test(member) ? member : null,
    week: week && isoDatePattern.test(week) ? week : null,
    day: day && isoDatePattern.test(day) ? day : null,
    start: start && !Number.isNaN(Date.parse(start)) ? start : null,
  };
}

export function selectionParams(selection: BookingSelection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.serviceIds.length > 0) params.set('services', selection.serviceIds.join(','));
  if (selection.teamMemberId) params.set('member', selection.teamMemberId);
  if (selection.week) params.set('week', selection.week);
  if (selection.day) params.set('day', selection.day);
  if (selection.start) params.set('start', selection.start);
  return params;
}

/** Adds the treatment when it is not chosen yet, else removes it; a new choice of treatments needs a new time. */
export function toggleService(selection: BookingSelection, serviceId: string): BookingSelection {
  const chosen = selection.serviceIds.includes(serviceId);
  return {
    ...selection,
    serviceIds: chosen
      ? selection.serviceIds.filter((id) => id !== serviceId)
      : [...selection.serviceIds, serviceId].slice(0, maxServices),
    start: null,
  };
}

/** Keeps only the treatments that still exist (a bookmarked link may name removed ones). */
export function withKnownServices(
  selection: BookingSelection,
  knownIds: ReadonlySet<string>,
): BookingSelection {
  const serviceIds = selection.serviceIds.filter((id) => knownIds.has(id));
  return serviceIds.length === selection.serviceIds.length
    ? selection
    : { ...selection, serviceIds, start: null };
}

export type BookingStep = 'book' | 'bookSelectDate' | 'bookConfirm';

/** The path of a step, with the selection as its search. */
export function bookingStepPath(shopId: string, step: BookingStep, selection: BookingSelection): string {
  const search = selectionParams(selection).toString();
  const path = generatePath(screenOf(step).path, { shopId });
  return search ? `${path}?${search}` : path;
}

export function shopPath(shopId: string): string {
  return generatePath(screenOf('studioPage').path, { shopId });
}

/** The success page of a booking; the id lets a reload find the booking again. */
export function bookingSuccessPath(shopId: string, bookingId: string): string {
  const path = generatePath(screenOf('success').path, { shopId });
  return `${path}?${new URLSearchParams({ booking: bookingId }).toString()}`;
}
