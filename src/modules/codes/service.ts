// Access codes (SPEC §9): an owner makes codes for a plan; a member redeems one (in the bot) and
// gets the plan with source "code". A redemption consumes one use with a single conditional
// update and starts the subscription in the same transaction, so a refused start (the member
// already holds the plan) leaves the use unconsumed, and of members racing for a last use exactly
// one wins.
import type { BotContext } from '../../bot-context.js';
import type { CodeRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError, invalid, type FieldError } from '../../errors.js';
import { PLATFORM_USER_ID_PATTERN, PLATFORM_USER_ID_RULE } from '../../schema/ids.js';
import { isoFromMs, isoOrNullFromMs } from '../../time/iso.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { PlanService } from '../plans/service.js';
import type { SubscriptionService } from '../subscriptions/service.js';
import type { SubscriptionRecord } from '../subscriptions/schemas.js';
import { CODE_ALPHABET, CODE_MAX_LENGTH, CODE_MIN_LENGTH, CODE_PATTERN, generateCode } from './generate.js';
import * as repo from './repository.js';
import type { CodeListInput, CodeRecord, CreateCodesInput } from './schemas.js';

export function toCodeRecord(row: CodeRow): CodeRecord {
  return {
    code: row.code,
    plan_id: Number(row.plan_id),
    uses: Number(row.uses),
    used: Number(row.used),
    expires_at: isoOrNullFromMs(row.expires_at === null ? null : Number(row.expires_at)),
    created_at: isoFromMs(Number(row.created_at)),
  };
}

export interface CodeServiceDeps {
  plans: Pick<PlanService, 'planRow'>;
  subscriptions: Pick<SubscriptionService, 'startUnpaid'>;
}

const CODE = new RegExp(CODE_PATTERN);
const MEMBER_ID = new RegExp(PLATFORM_USER_ID_PATTERN);
/** Rounds of fresh codes for ones that collided with codes the bot has (each round's chance of
 * any collision is below 2^-39 even for a bot with a million codes). */
const GENERATION_ROUNDS = 5;

/** Why a code that exists cannot be redeemed at `at`; undefined when it can. */
function refusal(row: CodeRow, at: number): ConflictError | undefined {
  if (Number(row.used) >= Number(row.uses))
    return new ConflictError(`Code ${row.code} has already been used up; ask for a new code.`).saying('refusal-code-used-up', { code: row.code });
  if (row.expires_at !== null && Number(row.expires_at) <= at) {
    return new ConflictError(`Code ${row.code} expired on ${isoFromMs(Number(row.expires_at))}; ask for a new code.`).saying(
      'refusal-code-expired',
      { code: row.code },
      Number(row.expires_at),
    );
  }
  return undefined;
}

const unknownCode = () => new NotFoundError('That code is not valid; check it and try again.').saying('refusal-code-unknown');

/** The owner's 404 for a code the bot does not have; text that cannot be a code is not echoed. */
const noSuchCode = (code: string) =>
  new NotFoundError(
    CODE.test(code)
      ? `Code ${code} is not a code of this bot.`
      : `That is not a code of this bot: codes are ${CODE_MIN_LENGTH} to ${CODE_MAX_LENGTH} characters of ${CODE_ALPHABET}.`,
  );

export function createCodeService({ db, now }: ServiceDeps, { plans, subscriptions }: CodeServiceDeps) {
  return {
    /** POST /codes: `count` new codes for a live plan of the bot. */
    async createCodes(bot: BotContext, input: CreateCodesInput): Promise<CodeRecord[]> {
      const { botId } = bot;
      const at = now();
      const fields: FieldError[] = [];
      const plan = await plans.planRow(botId, input.plan_id);
      if (!plan) fields.push({ field: 'plan_id', message: `must be the id of a plan of this bot; ${input.plan_id} is not` });
      else if (plan.archived_at !== null) fields.push({ field: 'plan_id', message: `is archived; plan ${input.plan_id} can no longer get new codes` });
      const expiresAt = input.expires_at === undefined || input.expires_at === null ? null : Date.parse(input.expires_at);
      if (expiresAt !== null && expiresAt <= at)
        fields.push({ field: 'expires_at', message: `must be in the future; got ${JSON.stringify(input.expires_at)}` });
      if (fields.length) throw new ValidationError(fields);

      const count = input.count ?? 1;
      const uses = input.uses ?? 1;
      const rowOf = (code: string): CodeRow => ({ bot_id: botId, code, plan_id: input.plan_id, uses, used: 0, expires_at: expiresAt, created_at: at });
      return db.transaction().execute(async (trx) => {
        const made: string[] = [];
        for (let round = 0; made.length < count; round++) {
          if (round === GENERATION_ROUNDS) throw new ConflictError('New codes kept colliding with existing ones; retry.');
          const fresh = new Set<string>();
          while (fresh.size < count - made.length) fresh.add(generateCode());
          const inserted = await repo.insertCodesOnce(trx, [...fresh].map(rowOf));
          made.push(...[...fresh].filter((code) => inserted.has(code)));
        }
        return made.map((code) => toCodeRecord(rowOf(code)));
      });
    },

    /** Newest first; only one plan's codes with plan_id. */
    async listCodes(bot: BotContext, query: CodeListInput) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number, string]>(query.cursor, ['number', 'string']);
      const rows = await repo.listCodes(db, bot.botId, limit, {
        planId: query.plan_id === undefined ? undefined : Number(query.plan_id),
        after,
      });
      return toPage(rows, limit, (r) => [Number(r.created_at), r.code], toCodeRecord);
    },

    /** DELETE /codes/{code}: the code can no longer be redeemed; returns it as it was. Any text
     * that is not a code of this bot, whatever its form, is a 404 (no query for one that cannot be). */
    async deleteCode(bot: BotContext, code: string): Promise<CodeRecord> {
      const row = CODE.test(code) ? await repo.deleteCode(db, bot.botId, code) : undefined;
      if (!row) throw noSuchCode(code);
      return toCodeRecord(row);
    },

    /**
     * A member redeems a code (the bot's /start <code> or /redeem <code>): one use is consumed and
     * the code's plan starts (source "code"), in one transaction. Unknown code: NotFoundError;
     * used up or expired: ConflictError saying which; a member who already holds the plan:
     * ConflictError from the subscriptions service, and the use is not consumed. Descriptions
     * are meant for the member.
     */
    async redeem(bot: BotContext, memberId: string, text: string): Promise<SubscriptionRecord> {
      const { botId } = bot;
      if (!MEMBER_ID.test(memberId)) throw invalid('member_id', PLATFORM_USER_ID_RULE);
      // Members type codes: spaces around them and lower case are forgiven.
      const code = text.trim().toUpperCase();
      if (!CODE.test(code)) throw unknownCode();
      // Cheap refusals before taking the write lock; the transaction checks again.
      const found = await repo.findCode(db, botId, code);
      if (!found) throw unknownCode();
      const early = refusal(found, now());
      if (early) throw early;
      const planId = Number(found.plan_id);
      const plan = await plans.planRow(botId, planId);
      if (!plan || plan.archived_at !== null)
        throw new ConflictError(`Code ${code} is for a plan that is no longer offered; ask for a new code.`).saying('refusal-code-plan-gone', { code });

      return db.transaction().execute(async (trx) => {
        const at = now();
        if (!(await repo.consumeUse(trx, botId, code, at))) {
          // Lost a race for the last use, or it expired or was deleted meanwhile: say which.
          const current = await repo.findCode(trx, botId, code);
          throw (current && refusal(current, at)) ?? unknownCode();
        }
        return subscriptions.startUnpaid(trx, bot, { memberId, planId, source: 'code' });
      });
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
