// SQL for access codes; every query is filtered by bot_id.
import type { Insertable } from 'kysely';
import type { CodeRow, CodesTable, Db } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';

/** codes rows per insert: 7 columns → 3,500 parameters, far under both backends' caps. */
const CODES_PER_INSERT = 500;

/** Inserts the codes, skipping any the bot already has (the primary key decides); returns the
 * codes inserted. */
export async function insertCodesOnce(db: Db, rows: Insertable<CodesTable>[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let i = 0; i < rows.length; i += CODES_PER_INSERT) {
    const done = await db
      .insertInto('codes')
      .values(rows.slice(i, i + CODES_PER_INSERT))
      .onConflict((oc) => oc.columns(['bot_id', 'code']).doNothing())
      .returning('code')
      .execute();
    for (const row of done) inserted.add(row.code);
  }
  return inserted;
}

export function findCode(db: Db, botId: number, code: string): Promise<CodeRow | undefined> {
  return db.selectFrom('codes').selectAll().where('bot_id', '=', botId).where('code', '=', code).executeTakeFirst();
}

/** The codes with these texts, in any order. */
export function findCodes(db: Db, botId: number, codes: string[]): Promise<CodeRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('codes').selectAll().where('bot_id', '=', botId).where('code', 'in', codes).execute();
}

export interface CodeFilter {
  planId?: number;
  after?: [number, string];
}

/** Newest first, keyed by (created_at, code); reads limit+1 rows. */
export function listCodes(db: Db, botId: number, limit: number, filter: CodeFilter): Promise<CodeRow[]> {
  let query = db.selectFrom('codes').selectAll().where('bot_id', '=', botId);
  if (filter.planId !== undefined) query = query.where('plan_id', '=', filter.planId);
  const { after } = filter;
  if (after) query = query.where((eb) => keysetAfter(eb, ['created_at', 'code'], 'desc', after));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('code', 'desc')
    .limit(limit + 1)
    .execute();
}

export function deleteCode(db: Db, botId: number, code: string): Promise<CodeRow | undefined> {
  return db.deleteFrom('codes').where('bot_id', '=', botId).where('code', '=', code).returningAll().executeTakeFirst();
}

/**
 * Consumes one use of the code if it has one left and has not expired at `at`: one conditional
 * UPDATE, so of concurrent redemptions of a last use exactly one changes the row (PostgreSQL
 * re-checks the condition on the row a concurrent winner committed; SQLite runs writers one at a
 * time). Returns whether it did (the affected row count is 1).
 */
export async function consumeUse(db: Db, botId: number, code: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('codes')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('bot_id', '=', botId)
    .where('code', '=', code)
    .where((eb) => eb('used', '<', eb.ref('uses')))
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
