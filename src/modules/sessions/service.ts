// Signing in through the bot (SPEC §14): an admin's /dashboard makes a one-time token (256 random
// bits, only its hash stored, valid 10 minutes); the dashboard exchanges it once for a session key
// of 12 hours, whose level is its admin's at each request (keys.authenticate). Every way a token
// can fail (unknown, malformed, used, expired, its admin no longer one) is the same 401 as a wrong
// api key. Knows no HTTP and no Telegram: the bot and the route call it.
import { generateApiKey, hashApiKey } from '../../crypto/api-key.js';
import { UnauthorizedError } from '../../errors.js';
import { MIN_ADMIN_LEVEL, SESSION_MS, SIGNIN_TOKEN_MS } from '../../limits.js';
import { isoFromMs } from '../../time/iso.js';
import type { AdminService } from '../admins/service.js';
import type { KeyService } from '../bots/keys.js';
import type { ServiceDeps } from '../common/deps.js';
import * as repo from './repository.js';
import type { CreateSessionInput, NewSessionRecord } from './schemas.js';

/** What generateApiKey makes: 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionDeps {
  admins: Pick<AdminService, 'levelOf'>;
  keys: Pick<KeyService, 'issueSession'>;
}

export function createSessionService({ db, now }: ServiceDeps, { admins, keys }: SessionDeps) {
  return {
    /**
     * A one-time sign-in token for `adminId`, or null when they are not an admin of the bot (level
     * 2 or more; the owner included). Spent and expired tokens of the bot are forgotten on the way.
     */
    async startSignIn(botId: number, adminId: string): Promise<{ token: string; expiresAt: number } | null> {
      if ((await admins.levelOf(botId, adminId)) < MIN_ADMIN_LEVEL) return null;
      const token = generateApiKey();
      const at = now();
      const expiresAt = at + SIGNIN_TOKEN_MS;
      await db.transaction().execute(async (trx) => {
        await repo.deleteSpentTokens(trx, botId, at);
        await repo.insertToken(trx, botId, { tokenHash: hashApiKey(token), adminId, createdAt: at, expiresAt });
      });
      return { token, expiresAt };
    },

    /** Uses the token once: a session key for its admin, at their level now. */
    async exchange({ bot_id: botId, token }: CreateSessionInput): Promise<NewSessionRecord> {
      if (!TOKEN_PATTERN.test(token)) throw new UnauthorizedError();
      const hash = hashApiKey(token);
      const at = now();
      const found = await repo.findLiveToken(db, botId, hash, at);
      if (!found) throw new UnauthorizedError();
      const level = await admins.levelOf(botId, found.admin_id);
      if (level < MIN_ADMIN_LEVEL) throw new UnauthorizedError();
      return db.transaction().execute(async (trx) => {
        // Two exchanges of one token at once: only the one whose update marks it used goes on.
        if (!(await repo.useToken(trx, botId, hash, at))) throw new UnauthorizedError();
        const key = await keys.issueSession(trx, botId, found.admin_id, level, at + SESSION_MS);
        return { api_key: key.api_key, key_id: key.key_id, admin_id: found.admin_id, admin_level: level, expires_at: isoFromMs(at + SESSION_MS) };
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
