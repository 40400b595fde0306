// SQL for the bot runtime's tables: durable jobs and who runs each bot.
import { type Insertable, type RawBuilder, sql } from 'kysely';
import { inPowerOfTwoChunks, perShape, prepared, preparedRows } from '../../db/prepared.js';
import type { BotJobRow, BotJobsTable, Db, JobState } from '../../db/schema.js';

export interface NewJob {
  key: string;
  kind: string;
  payload: unknown;
  runAt: number;
}

const JOB_COLUMNS = ['bot_id', 'job_key', 'kind', 'lane', 'payload', 'state', 'attempts', 'run_at', 'last_error', 'created_at', 'finished_at'] as const;

const insertRowsOnce = preparedRows(
  JOB_COLUMNS,
  (db, rows: Insertable<BotJobsTable>[]) =>
    db
      .insertInto('bot_jobs')
      .values(rows)
      .onConflict((oc) => oc.columns(['bot_id', 'job_key']).doNothing())
      .returning('job_key'),
  // A change's few jobs, and the webhook deliveries of one turn (64 connections at once).
  64,
);

/** Inserts the jobs not enqueued before (a key is one need: a repeat is a no-op); returns the keys that were new. */
export async function insertJobs(db: Db, botId: number, jobs: NewJob[], at: number): Promise<string[]> {
  if (!jobs.length) return [];
  const rows = await insertRowsOnce(
    db,
    jobs.map((j) => ({
      bot_id: botId,
      job_key: j.key,
      kind: j.kind,
      lane: j.kind === 'update' ? 'update' : 'effect',
      payload: JSON.stringify(j.payload),
      state: 'pending' as const,
      attempts: 0,
      run_at: j.runAt,
      last_error: null,
      created_at: at,
      finished_at: null,
    })),
  );
  return rows.map((r) => r.job_key);
}

/** Pending jobs of the bot's lane due by `at`, soonest first. */
export function dueJobs(db: Db, botId: number, at: number, limit: number, lane: 'update' | 'effect'): Promise<BotJobRow[]> {
  return db
    .selectFrom('bot_jobs')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('state', '=', 'pending')
    .where('lane', '=', lane)
    .where('run_at', '<=', at)
    .orderBy('run_at')
    .orderBy('job_key')
    .limit(limit)
    .execute();
}

/** Finishing jobs, one statement per list length (taken in power-of-two chunks: a few shapes). */
const finishByCount = perShape((_count: number) =>
  prepared((db: Db, botId: number, state: JobState, error: string | null, finishedAt: number | null, ...keys: string[]) =>
    db
      .updateTable('bot_jobs')
      .set((eb) => ({ state, last_error: error, finished_at: finishedAt, attempts: eb('attempts', '+', 1) }))
      .where('bot_id', '=', botId)
      .where('job_key', 'in', keys),
  ),
);

/** Records the bot's jobs `keys` as `state` (with `error`), in one statement per 64 of them: a
 * flood's finished jobs are a few round trips, not one each. */
export async function finishJobs(db: Db, botId: number, keys: string[], state: JobState, error: string | null, at: number): Promise<void> {
  const finishedAt = state === 'pending' ? null : at;
  await inPowerOfTwoChunks([...keys].sort(), 64, (chunk) => finishByCount(chunk.length)(db, botId, state, error, finishedAt, ...chunk));
}

export async function finishJob(db: Db, botId: number, key: string, state: JobState, error: string | null, at: number): Promise<void> {
  await finishJobs(db, botId, [key], state, error, at);
}

export async function retryJob(db: Db, botId: number, key: string, runAt: number, error: string): Promise<void> {
  await db
    .updateTable('bot_jobs')
    .set((eb) => ({ run_at: runAt, last_error: error, attempts: eb('attempts', '+', 1) }))
    .where('bot_id', '=', botId)
    .where('job_key', '=', key)
    .execute();
}

/** Marks the job attempted before a call that must never be repeated (a broadcast message). */
export async function markAttempted(db: Db, botId: number, key: string): Promise<void> {
  await db
    .updateTable('bot_jobs')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('bot_id', '=', botId)
    .where('job_key', '=', key)
    .execute();
}

export async function replacePayload(db: Db, botId: number, key: string, payload: unknown): Promise<void> {
  await db
    .updateTable('bot_jobs')
    .set({ payload: JSON.stringify(payload) })
    .where('bot_id', '=', botId)
    .where('job_key', '=', key)
    .execute();
}

export async function deleteFinishedBefore(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('bot_jobs').where('state', '<>', 'pending').where('finished_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The instance `holder` runs bots until `until`; instances not seen for `forgetMs` are forgotten.
 * Returns how many instances are live at `at` (this one included). */
export async function heartbeat(db: Db, holder: string, at: number, until: number, forgetMs: number): Promise<number> {
  await db
    .insertInto('bot_instances')
    .values({ holder, seen_until: until })
    .onConflict((oc) => oc.column('holder').doUpdateSet({ seen_until: until }))
    .execute();
  await db
    .deleteFrom('bot_instances')
    .where('seen_until', '<', at - forgetMs)
    .execute();
  const row = await db
    .selectFrom('bot_instances')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('seen_until', '>=', at)
    .executeTakeFirst();
  return Math.max(1, Number(row?.n ?? 1));
}

export async function forgetInstance(db: Db, holder: string): Promise<void> {
  await db.deleteFrom('bot_instances').where('holder', '=', holder).execute();
}

/** Renews every lease `holder` holds until `until`; the bots it holds. */
export async function renewLeases(db: Db, holder: string, until: number): Promise<number[]> {
  const rows = await db.updateTable('bot_runners').set({ lease_until: until }).where('holder', '=', holder).returning('bot_id').execute();
  return rows.map((r) => Number(r.bot_id));
}

/** Bots whose lease some instance holds at `at`. */
export async function liveLeases(db: Db, at: number): Promise<number[]> {
  const rows = await db.selectFrom('bot_runners').select('bot_id').where('lease_until', '>=', at).execute();
  return rows.map((r) => Number(r.bot_id));
}

/** Rows per lease statement. */
const LEASES_PER_STATEMENT = 500;

/** Takes the leases of `botIds` that nobody holds at `at` (or `holder` already does) until
 * `until`; the bots taken. Two instances asking for the same bot: the database gives it to one. */
export async function takeLeases(db: Db, botIds: number[], holder: string, at: number, until: number): Promise<number[]> {
  const taken: number[] = [];
  for (let i = 0; i < botIds.length; i += LEASES_PER_STATEMENT) {
    const rows = await db
      .insertInto('bot_runners')
      .values(botIds.slice(i, i + LEASES_PER_STATEMENT).map((bot_id) => ({ bot_id, holder, lease_until: until })))
      .onConflict((oc) =>
        oc
          .column('bot_id')
          .doUpdateSet({ holder, lease_until: until })
          .where((eb) => eb.or([eb('bot_runners.holder', '=', holder), eb('bot_runners.lease_until', '<', at)])),
      )
      .returning(['bot_id', 'holder'])
      .execute();
    for (const r of rows) if (r.holder === holder) taken.push(Number(r.bot_id));
  }
  return taken;
}

/** Gives up `holder`'s leases of `botIds` (all of them when omitted); the row stays, with where
 * long polling stood, for the next holder. */
export async function releaseLeases(db: Db, holder: string, botIds?: number[]): Promise<void> {
  if (!botIds) {
    await db.updateTable('bot_runners').set({ holder: '', lease_until: 0 }).where('holder', '=', holder).execute();
    return;
  }
  for (let i = 0; i < botIds.length; i += LEASES_PER_STATEMENT) {
    await db
      .updateTable('bot_runners')
      .set({ holder: '', lease_until: 0 })
      .where('holder', '=', holder)
      .where('bot_id', 'in', botIds.slice(i, i + LEASES_PER_STATEMENT))
      .execute();
  }
}

/** How many pending jobs of each lane are due by `at`, per bot (every bot's: the caller keeps
 * those it runs). */
export async function dueCounts(db: Db, at: number): Promise<{ botId: number; lane: string; due: number }[]> {
  // 'pending' literally, as the partial index bot_jobs_pending names it (SQLite matches it so).
  const rows = await db
    .selectFrom('bot_jobs')
    .select(['bot_id', 'lane', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('state', '=', sql.lit('pending'))
    .where('run_at', '<=', at)
    .groupBy(['bot_id', 'lane'])
    .execute();
  return rows.map((r) => ({ botId: Number(r.bot_id), lane: r.lane, due: Number(r.n) }));
}

/** Whether some instance holds a live lease on running the bot (exported for the bots module's
 * bot_status: a runner's own memory would not be seen by the other instances). */
/** Whether an instance holds a live lease on the bot `botId` names at `at` (for another module's
 * query to embed: the bots repository's status read). */
export function liveLease(botId: string, at: number): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM bot_runners r WHERE r.bot_id = ${sql.ref(botId)} AND r.lease_until >= ${at})`;
}

export async function updateOffset(db: Db, botId: number, holder: string, offset: number): Promise<boolean> {
  const result = await db.updateTable('bot_runners').set({ update_offset: offset }).where('bot_id', '=', botId).where('holder', '=', holder).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function offsetOf(db: Db, botId: number): Promise<number> {
  const row = await db.selectFrom('bot_runners').select('update_offset').where('bot_id', '=', botId).executeTakeFirst();
  return row ? Number(row.update_offset) : 0;
}
