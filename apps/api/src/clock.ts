// The current time, injectable so that tests can stand on a fixed day (DST changes, cut-offs).
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that reads `start` now and runs on in real time from there (CLOCK_START, tests only). */
export function clockStartingAt(start: number, realNow: () => number = Date.now): Clock {
  const offset = start - realNow();
  return { now: () => realNow() + offset };
}
