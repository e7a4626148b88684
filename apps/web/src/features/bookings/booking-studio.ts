/** What every bookings screen needs to know of the studio: whose bookings, on which clock, in which money. */
export interface BookingStudio {
  shopId: string;
  timezone: string;
  currencyCode: string;
  /** Start times are offered in these steps. */
  slotStepMinutes: number;
}
