// Lengths of time in milliseconds, for arithmetic on epoch-millisecond instants.

/** 24 hours: a UTC day (a local day around a DST change is 23 or 25 hours; see calendar.ts). */
export const DAY_MS = 86_400_000;
