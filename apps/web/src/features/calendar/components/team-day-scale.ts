// The day view's vertical scale, shared by its columns, their backdrop and the time axis.

/** Height of half an hour: tall enough for a 30-minute booking's time and name on two lines. */
export const halfHourPx = 48;
export const pxPerMinute = halfHourPx / 30;
