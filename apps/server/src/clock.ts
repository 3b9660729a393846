/** The one source of "now" on the server, so tests can move time (session expiry, lockout). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; for tests. */
export function createManualClock(start = new Date('2026-01-01T00:00:00Z')): Clock & {
  advance(ms: number): void;
  set(date: Date): void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
