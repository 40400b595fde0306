// SQL for members.
import { sql } from 'kysely';
import type { MemberRow } from '../../db/schema.js';
import { MEMBERS_PER_INSERT } from '../../db/batches.js';
import type { Db } from '../common/deps.js';

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
    await db
      .insertInto('members')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'member_id']).doNothing())
      .execute();
  }
}

/** Members with whether any subscription gives them access now (active or canceled). */
function withAccess(db: Db, botId: number) {
  return db
    .selectFrom('members as m')
    .selectAll('m')
    .select(
      sql<number>`CASE WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.bot_id = m.bot_id AND s.member_id = m.member_id AND s.state IN ('active', 'canceled')) THEN 1 ELSE 0 END`.as(
        'has_access',
      ),
    )
    .where('m.bot_id', '=', botId);
}

export function findMember(db: Db, botId: number, memberId: string) {
  return withAccess(db, botId).where('m.member_id', '=', memberId).executeTakeFirst();
}

/** Newest first by (created_at, member_id); reads limit+1 rows. */
export function listMembers(db: Db, botId: number, limit: number, access?: boolean, after?: [number, string]) {
  let query = withAccess(db, botId);
  if (access !== undefined) {
    const exists = sql<boolean>`EXISTS (SELECT 1 FROM subscriptions s WHERE s.bot_id = m.bot_id AND s.member_id = m.member_id AND s.state IN ('active', 'canceled'))`;
    query = query.where(access ? exists : sql<boolean>`NOT ${exists}`);
  }
  if (after) {
    const [createdAt, memberId] = after;
    query = query.where((eb) => eb.or([eb('m.created_at', '<', createdAt), eb.and([eb('m.created_at', '=', createdAt), eb('m.member_id', '<', memberId)])]));
  }
  return query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.member_id', 'desc')
    .limit(limit + 1)
    .execute();
}

export type MemberWithAccess = MemberRow & { has_access: number | boolean };
