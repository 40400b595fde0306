// Recognises errors that mean "the database is unreachable" (answered as 503), on both backends.

const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown (e.g. pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004', // connection exceptions
  '53300', // too_many_connections
]);
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const SQLITE_UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL']);

export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (PG_UNAVAILABLE.has(code) || NET_CODES.has(code) || SQLITE_UNAVAILABLE.has(code))) return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|driver has already been destroyed/i.test(message)
  );
}
