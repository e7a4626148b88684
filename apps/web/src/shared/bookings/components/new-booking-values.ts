export const staffSources = ['walk_in', 'phone'] as const;

/** The new-booking form's fields, as its parts (new-booking-*.tsx) read and write them. */
export interface NewBookingValues {
  source: (typeof staffSources)[number];
  day: string;
  time: string;
  serviceIds: string[];
  teamMemberId: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
}
