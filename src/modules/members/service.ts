// Members: recorded the first time a bot learns of them (a payment, a grant, a /start).
import type { Actor, BotContext } from '../../bot-context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { isoFromMs } from '../../time/iso.js';
import type { Db } from '../../db/schema.js';
import type { ServiceDeps } from '../common/deps.js';
import { decodeCursor, pageLimit, toPage } from '../common/pagination.js';
import type { EventService } from '../events/service.js';
import { entryOf } from '../common/maps.js';
import * as repo from './repository.js';
import type { MemberCountInput, MemberListInput, MemberRecord } from './schemas.js';

const toRecord = (row: repo.MemberWithAccess): MemberRecord => ({
  member_id: row.member_id,
  username: row.username,
  first_name: row.first_name,
  language_code: row.language_code,
  language: row.language ?? null,
  referred_by: row.referred_by,
  has_access: Boolean(Number(row.has_access)),
  delivery_error: row.delivery_error,
  banned: row.banned_at !== null,
  ban_reason: row.ban_reason,
  banned_at: row.banned_at === null ? null : isoFromMs(Number(row.banned_at)),
  created_at: isoFromMs(Number(row.created_at)),
});

/** What a grant, a trial, a code or an order for a banned member answers (409). */
export const bannedConflict = (memberId: string) =>
  new ConflictError(`Member ${memberId} is banned: nothing can be granted or sold to them until they are unbanned (DELETE /members/${memberId}/ban).`).saying(
    'refusal-member-banned',
    { member: memberId },
  );

export function createMemberService({ db, now, batching }: ServiceDeps, events: Pick<EventService, 'record'>) {
  // Every update names its member: the profiles of one turn of the event loop share a commit.
  const record = batching.groupCommit(async (trx, seen: { botId: number; profile: repo.Profile }[]) => {
    const at = now();
    const byBot = new Map<number, repo.Profile[]>();
    for (const { botId, profile } of seen) entryOf(byBot, botId, () => []).push(profile);
    const learned = new Map<number, Map<string, repo.Seen>>();
    for (const [botId, profiles] of byBot) learned.set(botId, await repo.upsertProfiles(trx, botId, profiles, at));
    return seen.map(({ botId, profile }) => learned.get(botId)?.get(profile.member_id) ?? { created: false });
  });
  // A flood's updates and link jobs ask about many members at once: one statement each on PostgreSQL.
  const banned = batching.keyedReads((botId, memberIds: string[]) => repo.bannedOf(db, botId, memberIds));
  const chatsOfMember = batching.keyedReads((botId, memberIds: string[]) => repo.chatsOfMembers(db, botId, memberIds));

  return {
    /** The member as the platform shows them now (each update that names them): whether they are
     * new, and their /language choice when the row was written. */
    seen: (botId: number, profile: repo.Profile): Promise<repo.Seen> => record(botId, { botId, profile }),

    /** The member's /language choice and app language (SPEC §18); undefined for a stranger. */
    languageOf: (botId: number, memberId: string) => repo.languageOf(db, botId, memberId),

    /** The member chose a language with /language (a shipped locale: the bot offers no other). */
    async chooseLanguage(botId: number, memberId: string, language: string): Promise<void> {
      await repo.ensureMembers(db, botId, [memberId], now());
      await repo.setLanguage(db, botId, memberId, language, now());
    },

    /** `/start ref-<id>`: the first referrer wins; nobody refers themselves or is referred by a stranger. */
    async referredBy(botId: number, memberId: string, referrer: string): Promise<boolean> {
      if (referrer === memberId || !(await repo.findRow(db, botId, referrer))) return false;
      return repo.setReferrer(db, botId, memberId, referrer, now());
    },

    /** What the member record shows: the bot cannot write to them (null: it can again). */
    recordDeliveryError(botId: number, memberId: string, error: string | null): Promise<void> {
      return repo.setDeliveryError(db, botId, memberId, error, now());
    },

    async referrerOf(botId: number, memberId: string): Promise<string | null> {
      return (await repo.findRow(db, botId, memberId))?.referred_by ?? null;
    },

    /** The member entered a sold chat (an approved join request, a chat_member update): member.joined
     * once, by `actor` (the member, or the platform when someone else added them). */
    async joinedChat(botId: number, memberId: string, chatId: number, actor: Actor): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        await repo.ensureMembers(trx, botId, [memberId], at);
        if (!(await repo.addToChat(trx, botId, memberId, chatId, at))) return false;
        await events.record(trx, botId, at, [{ type: 'member.joined', data: { member_id: memberId, chat_id: chatId, at: isoFromMs(at) }, actor }]);
        return true;
      });
    },

    /** The member left or was removed from a sold chat: member.removed once, by `actor` (the member
     * who left, or the system: the bot's removal, the platform). */
    async leftChat(botId: number, memberId: string, chatId: number, actor: Actor): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        if (!(await repo.removeFromChat(trx, botId, memberId, chatId))) return false;
        await events.record(trx, botId, at, [{ type: 'member.removed', data: { member_id: memberId, chat_id: chatId, at: isoFromMs(at) }, actor }]);
        return true;
      });
    },

    /** The sold chats the member is in, by id. */
    chatsOf: async (botId: number, memberId: string): Promise<Set<number>> => (await chatsOfMember(botId, memberId)) ?? new Set(),
    withAccessAfter: (botId: number, after: string, limit: number) => repo.withAccessAfter(db, botId, after, limit),

    /** Records every member the bot does not know yet, in the caller's transaction. */
    ensureMembers(trx: Db, botId: number, memberIds: string[], at: number): Promise<void> {
      return repo.ensureMembers(trx, botId, memberIds, at);
    },

    /** Sets (`ban` given) or lifts (null) the member's ban in the caller's transaction; the member
     * as it is now, or undefined for a member the bot does not know. */
    async setBan(trx: Db, botId: number, memberId: string, ban: { reason: string | null } | null, at: number): Promise<MemberRecord | undefined> {
      if (!(await repo.setBan(trx, botId, memberId, ban ? at : null, ban?.reason ?? null, at))) return undefined;
      return toRecord((await repo.findMember(trx, botId, memberId))!);
    },

    /** The member as it is in the caller's transaction (held until it ends), for a ban or unban. */
    async lockMember(trx: Db, botId: number, memberId: string): Promise<MemberRecord | undefined> {
      const row = await repo.lockMember(trx, botId, memberId);
      return row && toRecord(row);
    },

    /** Whether the owner banned the member (SPEC §16): the bot refuses them everything. */
    isBanned: async (botId: number, memberId: string): Promise<boolean> => (await banned(botId, memberId)) ?? false,

    /** A grant, a trial or a code for a banned member is refused (409), in the caller's transaction
     * (which holds the member's row, so a ban in flight is waited for and seen). */
    async refuseBanned(trx: Db, botId: number, memberId: string): Promise<void> {
      if (await repo.isBanned(trx, botId, memberId, true)) throw bannedConflict(memberId);
    },

    /** The banned ones among `memberIds`, read (and held) in the caller's transaction. */
    bannedAmong: (trx: Db, botId: number, memberIds: string[]): Promise<Set<string>> => repo.bannedAmong(trx, botId, memberIds),

    /** The member with this @username (case-insensitive), if the bot knows one. */
    async findByUsername(bot: BotContext, username: string): Promise<MemberRecord | undefined> {
      const row = await repo.findByUsername(db, bot.botId, username);
      return row && toRecord(row);
    },

    async getMember(bot: BotContext, memberId: string): Promise<MemberRecord> {
      const row = await repo.findMember(db, bot.botId, memberId);
      if (!row) throw new NotFoundError(`${memberId} is not a member of this bot.`);
      return toRecord(row);
    },

    /** GET /members/count: exact, one query. */
    async countMembers(bot: BotContext, query: MemberCountInput): Promise<{ count: number }> {
      return { count: await repo.countMembers(db, bot.botId, query.access === undefined ? undefined : query.access === 'true') };
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
