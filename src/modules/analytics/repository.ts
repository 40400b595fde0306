// The analytics SQL: the keeper's read model of subscriptions, orders and plans (the columns it
// derives from), its kept rows, and the reads of the three answers. The only SQL of analytics.
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { copyRows } from '../../db/copy.js';
import { dialectOf } from '../../db/dialect.js';
import type { HistoryOrder, HistorySubscription } from './history.js';
import { prepared, preparedIn, preparedRows } from '../../db/prepared.js';
import type { AnalyticsMembersTable, AnalyticsTrialsTable, CohortCellsTable, MrrMovementsTable, MrrInstantsTable, MrrRollupsTable } from './tables.js';

/** Rows per INSERT: under both backends' limits on bound parameters (11 columns × 256 rows), and
 * few enough shapes of prepared statement (inPowerOfTwoChunks). Through Kysely's builder, each
 * chunk's query tree and SQL were made anew. */
const ROWS_PER_INSERT = 256;

/** Writes `rows` through `insert` (a preparedRows writer), at most ROWS_PER_INSERT at a time. */
async function insertChunked<T>(trx: Db, rows: T[], insert: (db: Db, chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(trx, rows.slice(i, i + ROWS_PER_INSERT));
}

/** Rows a rebuild appends (nothing kept to conflict with): on PostgreSQL through COPY, its bulk
 * path (a rebuild's transaction; every append, so one path is tested); else as `insert` writes them. */
async function append<T extends object>(
  trx: Db,
  table: string,
  columns: readonly (keyof T & string)[],
  rows: T[],
  insert: (db: Db, chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (!rows.length) return;
  if (dialectOf(trx) === 'postgres' && trx.isTransaction) {
    await copyRows(
      trx,
      table,
      columns,
      rows.map((row) => columns.map((c) => row[c])),
    );
  } else await insertChunked(trx, rows, insert);
}

const MEMBER_COLUMNS = ['bot_id', 'member_id', 'first_paid_at', 'first_positive_at', 'steps'] as const;
const INSTANT_COLUMNS = ['bot_id', 'quarter', 'changes'] as const;
const TRIAL_COLUMNS = ['bot_id', 'subscription_id', 'member_id', 'started_at', 'free_until', 'converted'] as const;
const ROLLUP_COLUMNS = ['bot_id', 'measure', 'currency', 'node', 'value'] as const;

const insertMembers = preparedRows(MEMBER_COLUMNS, (db, rows: AnalyticsMembersTable[]) => db.insertInto('analytics_members').values(rows), ROWS_PER_INSERT);
const insertInstantRows = preparedRows(INSTANT_COLUMNS, (db, rows: MrrInstantsTable[]) => db.insertInto('mrr_instants').values(rows), ROWS_PER_INSERT);
const insertTrials = preparedRows(TRIAL_COLUMNS, (db, rows: AnalyticsTrialsTable[]) => db.insertInto('analytics_trials').values(rows), ROWS_PER_INSERT);
const insertRollupRows = preparedRows(ROLLUP_COLUMNS, (db, rows: MrrRollupsTable[]) => db.insertInto('mrr_rollups').values(rows), ROWS_PER_INSERT);
const addRollupRows = preparedRows(
  ROLLUP_COLUMNS,
  (db, rows: MrrRollupsTable[]) =>
    db
      .insertInto('mrr_rollups')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['bot_id', 'measure', 'currency', 'node']).doUpdateSet((eb) => ({ value: eb('mrr_rollups.value', '+', eb.ref('excluded.value')) })),
      ),
  ROWS_PER_INSERT,
);
const addMovementRows = preparedRows(
  [
    'bot_id',
    'unit',
    'period',
    'currency',
    'new',
    'reactivation',
    'expansion',
    'contraction',
    'churned',
    'new_members',
    'churned_members',
    'reactivated_members',
  ],
  (db, rows: MrrMovementsTable[]) => {
    const add = (column: keyof MrrMovementsTable) => sql`${sql.ref(`mrr_movements.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
    return db
      .insertInto('mrr_movements')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['bot_id', 'unit', 'period', 'currency']).doUpdateSet({
          new: add('new'),
          reactivation: add('reactivation'),
          expansion: add('expansion'),
          contraction: add('contraction'),
          churned: add('churned'),
          new_members: add('new_members'),
          churned_members: add('churned_members'),
          reactivated_members: add('reactivated_members'),
        } as never),
      );
  },
  ROWS_PER_INSERT,
);
const addCohortRows = preparedRows(
  ['bot_id', 'cohort', 'month', 'members', 'retained'],
  (db, rows: CohortCellsTable[]) =>
    db
      .insertInto('cohort_cells')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['bot_id', 'cohort', 'month']).doUpdateSet((eb) => ({
          members: eb('cohort_cells.members', '+', eb.ref('excluded.members')),
          retained: eb('cohort_cells.retained', '+', eb.ref('excluded.retained')),
        })),
      ),
  ROWS_PER_INSERT,
);

/** The bot's kept zone, its row created (and, on PostgreSQL, locked for this transaction): every
 * writer of a bot's analytics and a rebuild of them take it in turn. */
export async function lockState(trx: Db, botId: number): Promise<string | null> {
  // One statement (a batch of payments runs it on every commit): the conflict's update of the
  // row to itself holds it, as SELECT … FOR UPDATE would, and answers it.
  const [row] = await lockStateRow(trx, botId);
  return row!.timezone;
}

const lockStateRow = prepared((trx: Db, botId: number) =>
  trx
    .insertInto('analytics_state')
    .values({ bot_id: botId, timezone: null })
    .onConflict((oc) => oc.column('bot_id').doUpdateSet((eb) => ({ timezone: eb.ref('analytics_state.timezone') })))
    .returning('timezone'),
);

export async function keptZone(db: Db, botId: number): Promise<string | null> {
  return (await db.selectFrom('analytics_state').select('timezone').where('bot_id', '=', botId).executeTakeFirst())?.timezone ?? null;
}

export async function setZone(trx: Db, botId: number, timezone: string | null): Promise<void> {
  await trx.updateTable('analytics_state').set({ timezone }).where('bot_id', '=', botId).execute();
}

export async function planDurations(trx: Db, botId: number): Promise<{ plan_id: number; plan_duration: string }[]> {
  return trx.selectFrom('plans').select(['plan_id', 'plan_duration']).where('bot_id', '=', botId).execute();
}

export async function subscriptionsOf(trx: Db, botId: number, memberIds: string[]): Promise<(HistorySubscription & { member_id: string })[]> {
  if (!memberIds.length) return [];
  const rows = await trx
    .selectFrom('subscriptions')
    .select(['member_id', 'subscription_id', 'plan_id', 'started_at', 'ended_at', 'expires_at', 'trial'])
    .where('bot_id', '=', botId)
    .where('member_id', 'in', memberIds)
    .execute();
  return rows.map((r) => ({
    member_id: r.member_id,
    subscription_id: Number(r.subscription_id),
    plan_id: Number(r.plan_id),
    started_at: Number(r.started_at),
    ended_at: r.ended_at,
    expires_at: r.expires_at,
    trial: r.trial,
  }));
}

/** The members' paid orders (refunded ones are no revenue). */
export async function paidOrdersOf(trx: Db, botId: number, memberIds: string[]): Promise<(HistoryOrder & { member_id: string })[]> {
  if (!memberIds.length) return [];
  const rows = await trx
    .selectFrom('orders')
    .select(['member_id', 'order_id', 'subscription_id', 'plan_id', 'amount_minor', 'currency', 'paid_at'])
    .where('bot_id', '=', botId)
    .where('member_id', 'in', memberIds)
    .where('status', '=', 'paid')
    .execute();
  return rows.map((r) => ({
    member_id: r.member_id,
    subscription_id: r.subscription_id,
    currency: r.currency,
    order_id: Number(r.order_id),
    plan_id: Number(r.plan_id),
    amount_minor: Number(r.amount_minor),
    paid_at: Number(r.paid_at),
  }));
}

export async function keptMembers(trx: Db, botId: number, memberIds: string[]): Promise<AnalyticsMembersTable[]> {
  if (!memberIds.length) return [];
  return trx.selectFrom('analytics_members').selectAll().where('bot_id', '=', botId).where('member_id', 'in', memberIds).execute();
}

export interface MemberRows {
  members: AnalyticsMembersTable[];
  trials: AnalyticsTrialsTable[];
}

/** Replaces what is kept of the members by `rows` (members absent from rows keep nothing);
 * `cleared`: nothing is kept of them (a rebuild, after clearBot). */
export async function replaceMembers(trx: Db, botId: number, memberIds: string[], rows: MemberRows, cleared: boolean): Promise<void> {
  if (!cleared) {
    for (let i = 0; i < memberIds.length; i += ROWS_PER_INSERT) {
      const ids = memberIds.slice(i, i + ROWS_PER_INSERT);
      for (const table of ['analytics_members', 'analytics_trials'] as const) {
        await trx.deleteFrom(table).where('bot_id', '=', botId).where('member_id', 'in', ids).execute();
      }
    }
  }
  if (cleared) {
    await append(trx, 'analytics_members', MEMBER_COLUMNS, rows.members, insertMembers);
    await append(trx, 'analytics_trials', TRIAL_COLUMNS, rows.trials, insertTrials);
  } else {
    await insertChunked(trx, rows.members, insertMembers);
    await insertChunked(trx, rows.trials, insertTrials);
  }
}

const instantsIn = preparedIn((db, botId: number, quarters: number[]) =>
  db.selectFrom('mrr_instants').select(['quarter', 'changes']).where('bot_id', '=', botId).where('quarter', 'in', quarters),
);

/** The packed instants of the bot's quarter hours among `quarters` (those holding any). */
export async function instantsOf(db: Db, botId: number, quarters: number[]): Promise<{ quarter: number; changes: string }[]> {
  const out: { quarter: number; changes: string }[] = [];
  for (let i = 0; i < quarters.length; i += ROWS_PER_INSERT) out.push(...(await instantsIn(db, botId, quarters.slice(i, i + ROWS_PER_INSERT))));
  return out;
}

/** Writes quarter hours' instants none of which is kept yet (a rebuild: in time order, appends). */
export async function insertInstants(trx: Db, rows: MrrInstantsTable[]): Promise<void> {
  await append(trx, 'mrr_instants', INSTANT_COLUMNS, rows, insertInstantRows);
}

/** The instants of `quarters` replaced by `rows` (a quarter hour absent from rows keeps none). */
export async function replaceInstants(trx: Db, botId: number, quarters: number[], rows: MrrInstantsTable[]): Promise<void> {
  for (let i = 0; i < quarters.length; i += ROWS_PER_INSERT) {
    await trx
      .deleteFrom('mrr_instants')
      .where('bot_id', '=', botId)
      .where('quarter', 'in', quarters.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
  await insertChunked(trx, rows, insertInstantRows);
}

/** On PostgreSQL, the planner's statistics of the rows a rebuild reads brought up to date: after
 * an import, in its transaction, they know nothing of its rows (autovacuum cannot see them), and
 * the members' pages and reads were planned as scans of the whole table (83 s at 1M orders). */
export async function analyzeSources(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`ANALYZE subscriptions, orders`.execute(trx);
}

/** Whether the bot has any order or subscription (none: its analytics are empty). */
export async function hasHistory(trx: Db, botId: number): Promise<boolean> {
  const any = async (table: 'orders' | 'subscriptions') =>
    (await trx.selectFrom(table).select('bot_id').where('bot_id', '=', botId).limit(1).executeTakeFirst()) !== undefined;
  return (await any('orders')) || (await any('subscriptions'));
}

/** Forgets everything kept of the bot but its state row (before a rebuild). */
export async function clearBot(trx: Db, botId: number): Promise<void> {
  for (const table of ['analytics_members', 'mrr_instants', 'analytics_trials', 'mrr_rollups', 'mrr_movements', 'cohort_cells'] as const) {
    await trx.deleteFrom(table).where('bot_id', '=', botId).execute();
  }
}

/** Members with a subscription, in id order after `after`, `limit` at a time (a rebuild's pages). */
export async function membersAfter(trx: Db, botId: number, after: string | null, limit: number): Promise<string[]> {
  let query = trx.selectFrom('subscriptions').select('member_id').distinct().where('bot_id', '=', botId);
  if (after !== null) query = query.where('member_id', '>', after);
  return (await query.orderBy('member_id').limit(limit).execute()).map((r) => r.member_id);
}

export interface NodeDelta {
  measure: string;
  currency: string;
  node: number;
  /** Minor units or member counts: sums of a bot's values, well within 2^53. */
  value: number;
}

/** Adds to Fenwick nodes, in the order given (callers sort: writers lock nodes in one order). */
export async function addRollups(trx: Db, botId: number, deltas: NodeDelta[]): Promise<void> {
  const rows = deltas.map((d): MrrRollupsTable => ({ bot_id: botId, measure: d.measure, currency: d.currency, node: d.node, value: d.value }));
  await insertChunked(trx, rows, addRollupRows);
}

/** Writes Fenwick nodes none of which is kept yet (a rebuild, in key order: appends). */
export async function insertRollups(trx: Db, botId: number, deltas: NodeDelta[]): Promise<void> {
  const rows = deltas.map((d): MrrRollupsTable => ({ bot_id: botId, measure: d.measure, currency: d.currency, node: d.node, value: d.value }));
  await append(trx, 'mrr_rollups', ROLLUP_COLUMNS, rows, insertRollupRows);
}

export async function addMovements(trx: Db, rows: MrrMovementsTable[]): Promise<void> {
  await insertChunked(trx, rows, addMovementRows);
}

export async function addCohortCells(trx: Db, botId: number, cells: { cohort: number; month: number; members: number; retained: number }[]): Promise<void> {
  await insertChunked(
    trx,
    cells.map((c) => ({ bot_id: botId, ...c })),
    addCohortRows,
  );
}

// ---- Reads of the answers ----

/** The currencies a measure has nodes in, one index seek each: a loose index scan, which neither
 * backend plans by itself for a DISTINCT. */
async function currenciesOf(db: Db, botId: number, measure: string): Promise<string[]> {
  const { rows } = await sql<{ currency: string }>`
    WITH RECURSIVE c(currency) AS (
      SELECT MIN(currency) FROM mrr_rollups WHERE bot_id = ${botId} AND measure = ${measure}
      UNION ALL
      SELECT (SELECT MIN(currency) FROM mrr_rollups WHERE bot_id = ${botId} AND measure = ${measure} AND currency > c.currency)
      FROM c WHERE c.currency IS NOT NULL
    )
    SELECT currency FROM c WHERE currency IS NOT NULL`.execute(db);
  return rows.map((r) => r.currency);
}

export async function rollupNodes(
  db: Db,
  botId: number,
  measures: string[],
  nodes: number[],
): Promise<{ measure: string; currency: string; node: number; value: string }[]> {
  if (!nodes.length) return [];
  // The key is (bot, measure, currency, node): naming the currencies too makes every part of it an
  // equality, so the nodes are sought, not every node of the measure scanned (~70 ms at 1M orders).
  const currencies = new Set<string>();
  for (const measure of measures) for (const c of await currenciesOf(db, botId, measure)) currencies.add(c);
  if (!currencies.size) return [];
  return db
    .selectFrom('mrr_rollups')
    .select(['measure', 'currency', 'node'])
    .select((eb) => eb.cast<string>('value', 'text').as('value'))
    .where('bot_id', '=', botId)
    .where('measure', 'in', measures)
    .where('currency', 'in', [...currencies])
    .where('node', 'in', nodes)
    .execute();
}

export async function movements(db: Db, botId: number, unit: string, periods: string[]): Promise<MrrMovementsTable[]> {
  if (!periods.length) return [];
  return db
    .selectFrom('mrr_movements')
    .select(['period', 'currency', 'new_members', 'churned_members', 'reactivated_members'])
    .select((eb) => ['new', 'reactivation', 'expansion', 'contraction', 'churned'].map((c) => eb.cast<string>(c as 'new', 'text').as(c)))
    .where('bot_id', '=', botId)
    .where('unit', '=', unit)
    .where('period', 'in', periods)
    .execute() as unknown as Promise<MrrMovementsTable[]>;
}

export async function cohortCells(db: Db, botId: number, fromCohort: number): Promise<{ cohort: number; month: number; members: number; retained: number }[]> {
  return db
    .selectFrom('cohort_cells')
    .select(['cohort', 'month', 'members', 'retained'])
    .where('bot_id', '=', botId)
    .where('cohort', '>=', fromCohort)
    .execute();
}

/** Trials giving free access now, and those started in (since, now] with how many converted. */
export async function trialCounts(db: Db, botId: number, since: number, now: number): Promise<{ active: number; started: number; converted: number }> {
  const active = await db
    .selectFrom('analytics_trials')
    .select(sql<string>`CAST(COUNT(*) AS TEXT)`.as('n'))
    .where('bot_id', '=', botId)
    .where('free_until', '>', now)
    .where('started_at', '<=', now)
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom('analytics_trials')
    .select([sql<string>`CAST(COUNT(*) AS TEXT)`.as('started'), sql<string>`CAST(COALESCE(SUM(converted), 0) AS TEXT)`.as('converted')])
    .where('bot_id', '=', botId)
    .where('started_at', '>', since)
    .where('started_at', '<=', now)
    .executeTakeFirstOrThrow();
  return { active: Number(active.n), started: Number(recent.started), converted: Number(recent.converted) };
}
