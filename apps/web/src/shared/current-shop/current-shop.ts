/** What every staff screen needs to know of the shop it works in: whose data, on which clock, in which money. */
export interface CurrentShop {
  shopId: string;
  timezone: string;
  currencyCode: string;
  /** Start times are offered in these steps. */
  slotStepMinutes: number;
}
