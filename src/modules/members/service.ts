// Members: recorded the first time a bot learns of them (a payment, a grant, a /start).
import type { BotContext } from '../../bot-context.js';
import { NotFoundError } from '../../errors.js';
import { isoFromMs } from '../../time/iso.js';
import type { Db, ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import * as repo from './repository.js';
import type { MemberListInput, MemberRecord } from './schemas.js';

const toRecord = (row: repo.MemberWithAccess): MemberRecord => ({
  member_id: row.member_id,
  username: row.username,
  first_name: row.first_name,
  language_code: row.language_code,
  referred_by: row.referred_by,
  has_access: Boolean(Number(row.has_access)),
  created_at: isoFromMs(Number(row.created_at)),
});

export function createMemberService({ db }: ServiceDeps) {
  return {
    /** Records every member the bot does not know yet, in the caller's transaction. */
    ensureMembers(trx: Db, botId: number, memberIds: string[], at: number): Promise<void> {
      return repo.ensureMembers(trx, botId, memberIds, at);
    },

    async getMember(bot: BotContext, memberId: string): Promise<MemberRecord> {
      const row = await repo.findMember(db, bot.botId, memberId);
      if (!row) throw new NotFoundError(`${memberId} is not a member of this bot.`);
      return toRecord(row);
    },

    async listMembers(bot: BotContext, query: MemberListInput) {
      const limit = pageLimit(query);
      const after = decodeCursor<[number, string]>(query.cursor, ['number', 'string']);
      const access = query.access === undefined ? undefined : query.access === 'true';
      const rows = await repo.listMembers(db, bot.botId, limit, access, after);
      return toPage(rows, limit, (r) => [Number(r.created_at), r.member_id], toRecord);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
