// The current time, injectable so that tests can stand on a fixed day (DST changes, cut-offs).
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
