// Idempotency keys for POSTs: the first request with a key runs and its answer is kept for 24 h;
// a retry with the same key and the same request gets that answer again, another request a 409.
import { ConflictError } from '../../errors.js';
import { IDEMPOTENCY_TTL_MS } from '../../limits.js';
import type { ServiceDeps } from '../common/deps.js';
import * as repo from './repository.js';

export type Claim = { kind: 'new' } | { kind: 'replay'; status: number; response: string };

export function createIdempotencyService({ db, now }: ServiceDeps) {
  return {
    /** Claims `key` for a request whose fingerprint is `fingerprint`, or returns the stored answer. */
    async claim(botId: number, key: string, fingerprint: string): Promise<Claim> {
      const at = now();
      for (let attempt = 0; attempt < 2; attempt++) {
        if (await repo.claimKey(db, botId, key, fingerprint, at)) return { kind: 'new' };
        const row = await repo.findKey(db, botId, key);
        if (!row) continue; // released or expired in between: claim again
        if (Number(row.created_at) < at - IDEMPOTENCY_TTL_MS) {
          await repo.deleteExpired(db, botId, at - IDEMPOTENCY_TTL_MS);
          continue;
        }
        if (row.fingerprint !== fingerprint) {
          throw new ConflictError('This Idempotency-Key was already used with a different request; use a new key for a new request.');
        }
        if (row.status_code === null || row.response === null) {
          throw new ConflictError('A request with this Idempotency-Key is still in progress; retry shortly.');
        }
        return { kind: 'replay', status: row.status_code, response: row.response };
      }
      throw new ConflictError('This Idempotency-Key is being reused concurrently; retry shortly.');
    },

    /** Keeps a successful answer; an unsuccessful one releases the key so the request can be retried. */
    async settle(botId: number, key: string, status: number, response: string): Promise<void> {
      if (status >= 200 && status < 300) await repo.storeResponse(db, botId, key, status, response);
      else await repo.releaseKey(db, botId, key);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
