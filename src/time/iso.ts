// Instants are epoch milliseconds inside and ISO 8601 UTC strings at the edges.
export const isoFromMs = (ms: number): string => new Date(ms).toISOString();
export const isoOrNullFromMs = (ms: number | null): string | null => (ms === null ? null : isoFromMs(ms));
