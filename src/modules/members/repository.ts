// SQL for members.
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { prepared, preparedIn, preparedRows } from '../../db/prepared.js';
import type { Db, MemberRow, MembersTable } from '../../db/schema.js';
import { MEMBERS_PER_INSERT } from '../../db/batches.js';
import { keysetAfter } from '../../db/keyset.js';
import { dialectOf } from '../../db/dialect.js';
import { hasAccess } from '../subscriptions/repository.js';
import { entryOf } from '../common/maps.js';

/** Records every member of `memberIds` the bot does not know yet. */
export async function ensureMembers(db: Db, botId: number, memberIds: string[], at: number): Promise<void> {
  for (let i = 0; i < memberIds.length; i += MEMBERS_PER_INSERT) {
    const rows = memberIds.slice(i, i + MEMBERS_PER_INSERT).map((member_id) => ({
      bot_id: botId,
      member_id,
      username: null,
      first_name: null,
      language_code: null,
      referred_by: null,
      created_at: at,
      updated_at: at,
    }));
    await insertNew(db, rows);
  }
}

const insertNew = preparedRows(
  ['bot_id', 'member_id', 'username', 'first_name', 'language_code', 'referred_by', 'created_at', 'updated_at'] as const,
  (db, rows: Insertable<MembersTable>[]) =>
    db
      .insertInto('members')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'member_id']).doNothing()),
);

/** Whether the member `m` has access now: any live subscription (the subscriptions module's EXISTS). */
const accessNow = hasAccess('m.bot_id', 'm.member_id');

/** Members with whether any subscription gives them access now. */
function withAccess(db: Db, botId: number) {
  return db
    .selectFrom('members as m')
    .selectAll('m')
    .select(sql<number>`CASE WHEN ${accessNow} THEN 1 ELSE 0 END`.as('has_access'))
    .where('m.bot_id', '=', botId);
}

export function findMember(db: Db, botId: number, memberId: string) {
  return withAccess(db, botId).where('m.member_id', '=', memberId).executeTakeFirst();
}

/** The member, its row locked until the caller's transaction ends on PostgreSQL (a ban or unban:
 * two at once take turns, so each change is recorded once). */
export function lockMember(db: Db, botId: number, memberId: string) {
  const query = withAccess(db, botId).where('m.member_id', '=', memberId);
  return (dialectOf(db) === 'postgres' ? query.forUpdate('m') : query).executeTakeFirst();
}

/** How many members the bot has (with or without access now, when `access` is given): one query. */
export async function countMembers(db: Db, botId: number, access?: boolean): Promise<number> {
  let query = db
    .selectFrom('members as m')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('m.bot_id', '=', botId);
  if (access !== undefined) query = query.where(access ? accessNow : sql<boolean>`NOT ${accessNow}`);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Newest first by (created_at, member_id); reads limit+1 rows. */
export function listMembers(db: Db, botId: number, limit: number, access?: boolean, after?: [number, string]) {
  let query = withAccess(db, botId);
  if (access !== undefined) query = query.where(access ? accessNow : sql<boolean>`NOT ${accessNow}`);
  if (after) query = query.where((eb) => keysetAfter(eb, ['m.created_at', 'm.member_id'], 'desc', after));
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.member_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export type MemberWithAccess = MemberRow & { has_access: number | boolean };

export interface Profile {
  member_id: string;
  username: string | null;
  first_name: string | null;
  language_code: string | null;
}

/** What recording a profile learned: whether the member is new, and their /language choice when
 * the row was written (undefined: unchanged, so not read back). */
export interface Seen {
  created: boolean;
  language?: string | null;
}

const PROFILE_COLUMNS = ['bot_id', 'member_id', 'username', 'first_name', 'language_code', 'created_at', 'updated_at'] as const;

const upsertMany = preparedRows(
  PROFILE_COLUMNS,
  (db, rows: Pick<Insertable<MembersTable>, (typeof PROFILE_COLUMNS)[number]>[]) =>
    db
      .insertInto('members')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['bot_id', 'member_id'])
          .doUpdateSet((eb) => ({
            username: eb.ref('excluded.username'),
            first_name: eb.ref('excluded.first_name'),
            language_code: eb.ref('excluded.language_code'),
            delivery_error: null,
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('members.username', 'is distinct from', eb.ref('excluded.username')),
              eb('members.first_name', 'is distinct from', eb.ref('excluded.first_name')),
              eb('members.language_code', 'is distinct from', eb.ref('excluded.language_code')),
              eb('members.delivery_error', 'is not', null),
            ]),
          ),
      )
      .returning(['member_id', 'created_at', 'language']),
  64,
);

/** Records members as the platform shows them now, in one statement (each member once: the last
 * profile given for them), and clears their delivery error (they wrote to the bot, so it can
 * write back); what it learned, by member. A member seen as before writes nothing. */
export async function upsertProfiles(db: Db, botId: number, profiles: Profile[], at: number): Promise<Map<string, Seen>> {
  const rows = new Map(profiles.map((p) => [p.member_id, { bot_id: botId, ...p, created_at: at, updated_at: at }]));
  const seen = new Map<string, Seen>();
  for (const row of await upsertMany(db, [...rows.values()])) seen.set(row.member_id, { created: Number(row.created_at) === at, language: row.language });
  return seen;
}

const languageRow = prepared((db: Db, botId: number, memberId: string) =>
  db.selectFrom('members').select(['language', 'language_code']).where('bot_id', '=', botId).where('member_id', '=', memberId),
);

/** The member's /language choice and their app's language as last seen; undefined for a stranger. */
export async function languageOf(db: Db, botId: number, memberId: string): Promise<{ language: string | null; language_code: string | null } | undefined> {
  return (await languageRow(db, botId, memberId))[0];
}

/** Stores the member's /language choice (the member exists: they sent the command). */
export async function setLanguage(db: Db, botId: number, memberId: string, language: string, at: number): Promise<void> {
  await db.updateTable('members').set({ language, updated_at: at }).where('bot_id', '=', botId).where('member_id', '=', memberId).execute();
}

/** Sets who referred the member unless someone already did; true when set. */
export async function setReferrer(db: Db, botId: number, memberId: string, referrer: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ referred_by: referrer, updated_at: at })
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('referred_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setDeliveryError(db: Db, botId: number, memberId: string, error: string | null, at: number): Promise<void> {
  await db.updateTable('members').set({ delivery_error: error, updated_at: at }).where('bot_id', '=', botId).where('member_id', '=', memberId).execute();
}

export function findRow(db: Db, botId: number, memberId: string) {
  return db.selectFrom('members').selectAll().where('bot_id', '=', botId).where('member_id', '=', memberId).executeTakeFirst();
}

/** True when the member was not recorded in the chat before. */
export async function addToChat(db: Db, botId: number, memberId: string, chatId: number, at: number): Promise<boolean> {
  const rows = await db
    .insertInto('member_chats')
    .values({ bot_id: botId, member_id: memberId, chat_id: chatId, joined_at: at })
    .onConflict((oc) => oc.columns(['bot_id', 'member_id', 'chat_id']).doNothing())
    .returning('chat_id')
    .execute();
  return rows.length === 1;
}

/** True when the member was recorded in the chat. */
export async function removeFromChat(db: Db, botId: number, memberId: string, chatId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('member_chats')
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

const chatIdsOfMembers = preparedIn((db: Db, botId: number, memberIds: string[]) =>
  db.selectFrom('member_chats').select(['member_id', 'chat_id']).where('bot_id', '=', botId).where('member_id', 'in', memberIds),
);

/** The sold chats each of `memberIds` is in, by member (a member in none is absent). */
export async function chatsOfMembers(db: Db, botId: number, memberIds: string[]): Promise<Map<string, Set<number>>> {
  const chats = new Map<string, Set<number>>();
  for (const { member_id, chat_id } of await chatIdsOfMembers(db, botId, memberIds)) entryOf(chats, member_id, () => new Set()).add(Number(chat_id));
  return chats;
}

/** Members with access now, by member_id after `after`: a broadcast's recipients, page by page. */
export async function withAccessAfter(db: Db, botId: number, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('members as m')
    .select('m.member_id')
    .where('m.bot_id', '=', botId)
    .where((eb) => keysetAfter(eb, ['m.member_id'], 'asc', [after]))
    .where(accessNow)
    .orderBy('m.member_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.member_id);
}

/** Sets or lifts the member's ban (banned_at null lifts it); the row as it is now, undefined for
 * a member the bot does not know. */
export async function setBan(db: Db, botId: number, memberId: string, bannedAt: number | null, reason: string | null, at: number) {
  return db
    .updateTable('members')
    .set({ banned_at: bannedAt, ban_reason: reason, updated_at: at })
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .returning('member_id')
    .executeTakeFirst();
}

/** Whether the member is banned. On PostgreSQL the row is share-locked until the caller's
 * transaction ends, so a ban (which updates it) waits for a grant or order in flight, and a grant
 * or order waits for a ban in flight, then sees it. */
export async function isBanned(db: Db, botId: number, memberId: string, lock = false): Promise<boolean> {
  const query = db.selectFrom('members').select('banned_at').where('bot_id', '=', botId).where('member_id', '=', memberId);
  const row = await (lock && dialectOf(db) === 'postgres' ? query.forShare() : query).executeTakeFirst();
  return row !== undefined && row.banned_at !== null;
}

/** The banned ones among `memberIds` (share-locked on PostgreSQL, as isBanned). */
export async function bannedAmong(db: Db, botId: number, memberIds: string[]): Promise<Set<string>> {
  if (!memberIds.length) return new Set();
  const query = db.selectFrom('members').select('member_id').where('bot_id', '=', botId).where('member_id', 'in', memberIds).where('banned_at', 'is not', null);
  const rows = await (dialectOf(db) === 'postgres' ? query.forShare() : query).execute();
  return new Set(rows.map((r) => r.member_id));
}

const bannedIn = preparedIn((db: Db, botId: number, memberIds: string[]) =>
  db.selectFrom('members').select('member_id').where('bot_id', '=', botId).where('member_id', 'in', memberIds).where('banned_at', 'is not', null),
);

/** The banned ones among `memberIds`, each as true (read, not locked: outside a transaction). */
export async function bannedOf(db: Db, botId: number, memberIds: string[]): Promise<Map<string, true>> {
  return new Map((await bannedIn(db, botId, memberIds)).map((r) => [r.member_id, true] as const));
}

/** The member whose @username this is (case-insensitive, as the platform's usernames are). */
export function findByUsername(db: Db, botId: number, username: string) {
  return withAccess(db, botId).where(sql<string>`lower(m.username)`, '=', username.toLowerCase()).orderBy('m.updated_at', 'desc').executeTakeFirst();
}
