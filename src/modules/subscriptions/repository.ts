// SQL for subscriptions.
import { WRITE_BATCH } from '../../db/batches.js';
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { dialectOf, inByteOrder } from '../../db/dialect.js';
import { copyRows } from '../../db/copy.js';
import type { Db, SubscriptionRow, SubscriptionsTable } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { inPowerOfTwoChunks, perShape, prepared, preparedIn, preparedRows, preparedSql, valuesOf } from '../../db/prepared.js';
import { reminderSettings } from '../bots/repository.js';
import { LIVE_STATES } from './schemas.js';
import { entryOf } from '../common/maps.js';

const COLUMNS = [
  'bot_id',
  'subscription_id',
  'member_id',
  'plan_id',
  'state',
  'trial',
  'recurring',
  'source',
  'started_at',
  'expires_at',
  'canceled_at',
  'ended_at',
  'last_order_id',
  'created_at',
  'updated_at',
  'reminded_days',
  'access_error',
] as const satisfies readonly (keyof SubscriptionsTable)[];

/** One subscription (a payment, a grant). */
const insertRows = preparedRows(COLUMNS, (db, rows: Insertable<SubscriptionsTable>[]) => db.insertInto('subscriptions').values(rows));

export function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>) {
  return insertRows(db, [row]);
}

const byId = prepared((db: Db, botId: number, subscriptionId: number) =>
  db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId).where('subscription_id', '=', subscriptionId),
);

export async function findSubscription(db: Db, botId: number, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  return (await byId(db, botId, subscriptionId))[0];
}

/** Members per read of their subscriptions (a batch of payments has at most WRITE_BATCH). */
const MEMBERS_PER_READ = 100;

const ofMembersAndPlans = perShape((shape: string) => {
  const [members] = shape.split(',').map(Number) as [number];
  return prepared((db: Db, botId: number, ...ids: (string | number)[]) =>
    db
      .selectFrom('subscriptions')
      .selectAll()
      .where('bot_id', '=', botId)
      .where('member_id', 'in', ids.slice(0, members) as string[])
      .where('plan_id', 'in', ids.slice(members) as number[]),
  );
});

/** Every subscription these members have to any of these plans (the rows payments and grants
 * look for the one a member holds in). */
export async function subscriptionsOfMembers(db: Db, botId: number, memberIds: string[], planIds: number[]): Promise<SubscriptionRow[]> {
  const rows: SubscriptionRow[] = [];
  for (let i = 0; i < memberIds.length; i += MEMBERS_PER_READ) {
    const members = memberIds.slice(i, i + MEMBERS_PER_READ);
    rows.push(...(await ofMembersAndPlans(`${members.length},${planIds.length}`)(db, botId, ...members, ...planIds)));
  }
  return rows;
}

/** Writes whole rows in one statement: new ones are inserted, and of those already stored only
 * the `changed` columns are set (so a column the caller did not mean to change, written meanwhile
 * by someone else, keeps its value). */
const upsertRows = perShape((changed: string) =>
  preparedRows(
    COLUMNS,
    (db, rows: Insertable<SubscriptionsTable>[]) =>
      db
        .insertInto('subscriptions')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['bot_id', 'subscription_id'])
            .doUpdateSet((eb) => Object.fromEntries(changed.split(',').map((c) => [c, eb.ref(`excluded.${c}` as `excluded.${keyof SubscriptionsTable}`)]))),
        ),
    WRITE_BATCH,
  ),
);

export async function saveSubscriptions(db: Db, rows: SubscriptionRow[], changed: readonly (keyof SubscriptionsTable)[]): Promise<void> {
  if (rows.length) await upsertRows(changed.join(','))(db, rows);
}

/** A member's few rows, newest first. Sorted here: an ORDER BY, even one the index answers,
 * more than doubled SQLite's time for these lookups (≈18 µs against ≈7 µs, measured on 3.54). */
const newestFirst = (rows: SubscriptionRow[]) => rows.sort((a, b) => Number(b.subscription_id) - Number(a.subscription_id));

/** One update per set of changed columns, prepared (a payment's renewal is on the hot path). */
const updateColumns = perShape((columns: string) => {
  const names = columns.split(',') as (keyof SubscriptionsTable)[];
  return prepared((db: Db, botId: number, subscriptionId: number, ...values: unknown[]) =>
    db
      .updateTable('subscriptions')
      .set(Object.fromEntries(names.map((c, i) => [c, values[i]])) as Updateable<SubscriptionsTable>)
      .where('bot_id', '=', botId)
      .where('subscription_id', '=', subscriptionId)
      .returningAll(),
  );
});

export async function updateSubscription(db: Db, botId: number, subscriptionId: number, changes: Updateable<SubscriptionsTable>) {
  const names = (Object.keys(changes) as (keyof SubscriptionsTable)[]).filter((c) => changes[c] !== undefined);
  const rows = await updateColumns(names.join(','))(db, botId, subscriptionId, ...names.map((c) => changes[c]));
  return rows[0] as SubscriptionRow | undefined;
}

export interface SubscriptionFilter {
  memberId?: string;
  planId?: number;
  state?: string;
  /** Ending at or before this instant (epoch ms). */
  expiresBefore?: number;
  before?: number;
}

/** Newest first by subscription_id; reads limit+1 rows. */
export function listSubscriptions(db: Db, botId: number, limit: number, filter: SubscriptionFilter): Promise<SubscriptionRow[]> {
  let query = db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId);
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  if (filter.planId !== undefined) query = query.where('plan_id', '=', filter.planId);
  if (filter.state !== undefined) query = query.where('state', '=', filter.state as SubscriptionRow['state']);
  const { before } = filter;
  if (before !== undefined) query = query.where((eb) => keysetAfter(eb, ['subscription_id'], 'desc', [before]));
  if (filter.expiresBefore !== undefined) query = query.where('expires_at', '<=', filter.expiresBefore);
  return query
    .orderBy('subscription_id', 'desc')
    .limit(limit + 1)
    .execute();
}

const ofMembers = preparedIn((db: Db, botId: number, memberIds: string[]) =>
  db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId).where('member_id', 'in', memberIds),
);

/** Each of `memberIds`' subscriptions, newest first, by member (a member with none is absent). */
export async function subscriptionsOfEach(db: Db, botId: number, memberIds: string[]): Promise<Map<string, SubscriptionRow[]>> {
  const found = new Map<string, SubscriptionRow[]>();
  for (const row of newestFirst(await ofMembers(db, botId, memberIds))) entryOf(found, row.member_id, () => []).push(row);
  return found;
}

/** The member's subscriptions, newest first. */
export async function subscriptionsOf(db: Db, botId: number, memberId: string): Promise<SubscriptionRow[]> {
  return (await subscriptionsOfEach(db, botId, [memberId])).get(memberId) ?? [];
}

const byIds = preparedIn((db: Db, botId: number, subscriptionIds: number[]) =>
  db.selectFrom('subscriptions').selectAll().where('bot_id', '=', botId).where('subscription_id', 'in', subscriptionIds),
);

/** The bot's subscriptions among `subscriptionIds`, by id. */
export async function findSubscriptions(db: Db, botId: number, subscriptionIds: number[]): Promise<Map<number, SubscriptionRow>> {
  return new Map((await byIds(db, botId, subscriptionIds)).map((row) => [Number(row.subscription_id), row]));
}

/** Live subscriptions (active or canceled) per plan of the bot: one grouped read of the bot's
 * subscriptions, for an admin's overview (/plans), not for a member's hot path. */
export async function liveCountsByPlan(db: Db, botId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['plan_id', (eb) => eb.fn.countAll().as('live')])
    .where('bot_id', '=', botId)
    .where('state', 'in', LIVE_STATES)
    .groupBy('plan_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.plan_id), Number(r.live)]));
}

/** Whether the member ever held the plan (any state): a trial is offered only to those who did not. */
export async function everHeld(db: Db, botId: number, memberId: string, planId: number): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('subscription_id')
    .where('bot_id', '=', botId)
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live states (LIVE_STATES, the states that come due) as literals, as the clock's partial
 * index (subscriptions_live_due) names them, so the planner of either backend matches it. */
const LIVE_LIST = sql.join(LIVE_STATES.map((state) => sql.lit(state)));
const isLive = (state: 'state' | 's.state') => sql<boolean>`${sql.ref(state)} in (${LIVE_LIST})`;

/**
 * Whether the member whose bot and member id are the outer query's columns `botId` and
 * `memberId` (e.g. 'm.bot_id', 'm.member_id') holds a live subscription, so has access now: an
 * EXISTS for another module's query to embed (one statement, no extra round trip), answered by
 * the subscriptions_member index. Its own rows are aliased `s`.
 */
export function hasAccess(botId: string, memberId: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM subscriptions s WHERE s.bot_id = ${sql.ref(botId)} AND s.member_id = ${sql.ref(memberId)} AND ${isLive('s.state')})`;
}

/**
 * Live subscriptions whose end has passed, soonest first, at most `limit`, for the caller's
 * transaction to expire. On PostgreSQL the rows are locked and rows locked by another instance are
 * skipped (FOR UPDATE SKIP LOCKED), so instances share the work and none expires a row twice;
 * SQLite transactions are exclusive already. Every bot's due rows, via the live subscriptions' (expires_at) index.
 */
export function claimDue(db: Db, at: number, limit: number): Promise<SubscriptionRow[]> {
  const query = db.selectFrom('subscriptions').selectAll().where(isLive('state')).where('expires_at', '<=', at).orderBy('expires_at').limit(limit);
  return (dialectOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query).execute();
}

/** What an imported span has of its own, and its type (for PostgreSQL's VALUES). */
const SPAN_VALUES = [
  ['subscription_id', 'BIGINT'],
  ['member_id', 'TEXT'],
  ['plan_id', 'BIGINT'],
  ['state', 'TEXT'],
  ['recurring', 'INTEGER'],
  ['started_at', 'BIGINT'],
  ['expires_at', 'BIGINT'],
  ['ended_at', 'BIGINT'],
  ['last_order_id', 'BIGINT'],
] as const satisfies readonly (readonly [keyof SubscriptionRow, string])[];
const SPAN_COLUMNS = SPAN_VALUES.map(([column]) => column);

/** `count` spans of a bot: the values above bound per span, the rest written once in the statement. */
const insertSpanRows = perShape((count: number) =>
  preparedSql((db, botId: number, at: number, ...values: unknown[]) => {
    const typed = (value: unknown, type: string) => (dialectOf(db) === 'postgres' ? sql`CAST(${value} AS ${sql.raw(type)})` : sql`${value}`);
    const width = SPAN_VALUES.length;
    const tuples = Array.from({ length: count }, (_, r) => sql`(${sql.join(SPAN_VALUES.map(([, type], c) => typed(values[r * width + c], type)))})`);
    return sql`INSERT INTO subscriptions (bot_id, subscription_id, member_id, plan_id, state, trial, recurring, source, started_at, expires_at,
        canceled_at, ended_at, last_order_id, created_at, updated_at, reminded_days, access_error)
      SELECT CAST(${botId} AS BIGINT), v.column1, v.column2, v.column3, v.column4, 0, v.column5, 'payment', v.column6, v.column7,
        NULL, v.column8, v.column9, CAST(${at} AS BIGINT), CAST(${at} AS BIGINT), NULL, NULL
      FROM (VALUES ${sql.join(tuples)}) AS v`;
  }),
);

/**
 * An import's spans of the bot (paid, never a trial, never canceled or reminded, created and
 * updated at `at`): only what differs from span to span is bound, 9 values a span instead of 17,
 * which halved the time of an import's subscription inserts
 * (bench/results/2026-11-26-issue-16-pass-5.md). PostgreSQL takes them with COPY.
 */
export async function insertImportedSpans(db: Db, botId: number, at: number, spans: SubscriptionRow[]): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL's bulk path: one COPY of the batch, the same values as the statement below.
    const row = (s: SubscriptionRow) => [
      botId,
      s.subscription_id,
      s.member_id,
      s.plan_id,
      s.state,
      0,
      s.recurring,
      'payment',
      s.started_at,
      s.expires_at,
      null,
      s.ended_at,
      s.last_order_id,
      at,
      at,
      null,
      null,
    ];
    await copyRows(db, 'subscriptions', COLUMNS, spans.map(row));
    return;
  }
  await inPowerOfTwoChunks(spans, 256, (chunk) => insertSpanRows(chunk.length)(db, botId, at, ...valuesOf(SPAN_COLUMNS, chunk)));
}

/** Whether the bot has subscriptions that are not revoked, and the largest subscription id it has. */
export async function heldBefore(db: Db, botId: number): Promise<{ any: boolean; maxId: number }> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('subscription_id').as('max_id'))
    .where('bot_id', '=', botId)
    .executeTakeFirst();
  const live = await db
    .selectFrom('subscriptions')
    .select('subscription_id')
    .where('bot_id', '=', botId)
    .where('state', '!=', 'revoked')
    .limit(1)
    .executeTakeFirst();
  return { any: live !== undefined, maxId: Number(row?.max_id ?? 0) };
}

/** (member, plan) pairs with a subscription that is not revoked, of members from `first` to `last`
 * (byte order, as an import sorts them), among subscriptions with ids up to `maxId`. */
export function heldPairsBetween(db: Db, botId: number, first: string, last: string, maxId: number): Promise<{ member_id: string; plan_id: number }[]> {
  const member = inByteOrder(db, 'member_id');
  return db
    .selectFrom('subscriptions')
    .select(['member_id', 'plan_id'])
    .distinct()
    .where('bot_id', '=', botId)
    .where('state', '!=', 'revoked')
    .where('subscription_id', '<=', maxId)
    .where(member, '>=', first)
    .where(member, '<=', last)
    .execute();
}

export type ReminderCandidate = SubscriptionRow & { reminder_days: string };

/**
 * Active, non-recurring subscriptions ending within `horizonMs` after `at`, soonest first after
 * `after` (keyset), at most `limit`, with their bot's reminder_days (the one fact reminders need
 * from the bots' settings, joined from the bots module's reminderSettings). PostgreSQL locks the
 * subscription rows and skips rows another instance holds, like claimDue.
 */
export function reminderCandidates(db: Db, at: number, horizonMs: number, limit: number, after?: [number, number, number]): Promise<ReminderCandidate[]> {
  let query = db
    .selectFrom('subscriptions as s')
    .innerJoin(reminderSettings(db).as('b'), 'b.bot_id', 's.bot_id')
    .selectAll('s')
    .select('b.reminder_days')
    .where(isLive('s.state'))
    .where('s.state', '=', 'active')
    .where('s.recurring', '=', 0)
    .where('s.expires_at', '>', at)
    .where('s.expires_at', '<=', at + horizonMs);
  if (after) query = query.where((eb) => keysetAfter(eb, ['s.expires_at', 's.bot_id', 's.subscription_id'], 'asc', after));
  query = query.orderBy('s.expires_at').orderBy('s.bot_id').orderBy('s.subscription_id').limit(limit);
  return (dialectOf(db) === 'postgres' ? query.forUpdate('s').skipLocked() : query).execute() as Promise<ReminderCandidate[]>;
}
