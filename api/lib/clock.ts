/** The time, as one app-level service: tests that need another "now" replace it in one place. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };
