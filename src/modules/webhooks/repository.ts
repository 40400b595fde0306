// SQL for webhook endpoints and their delivery attempts. Endpoint queries are filtered by bot_id;
// the claim of due attempts spans every bot (any instance delivers for any bot).
import type { Insertable, Updateable } from 'kysely';
import type { Db, DeliveryStatus, WebhookDeliveriesTable, WebhookDeliveryRow, WebhookEndpointRow, WebhookEndpointsTable } from '../../db/schema.js';
import { keysetAfter } from '../../db/keyset.js';
import { dialectOf } from '../../db/dialect.js';
import { prepared } from '../../db/prepared.js';
import { eventBodies } from '../events/repository.js';

export function insertEndpoint(db: Db, row: Insertable<WebhookEndpointsTable>): Promise<WebhookEndpointRow> {
  return db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();
}

/** `keyShare`: on PostgreSQL, locked FOR KEY SHARE until the caller's transaction ends (it is
 * about to record attempts for the endpoint, which a concurrent deletion must not undercut). */
export function findEndpoint(db: Db, botId: number, webhookId: number, keyShare = false): Promise<WebhookEndpointRow | undefined> {
  const query = db.selectFrom('webhook_endpoints').selectAll().where('bot_id', '=', botId).where('webhook_id', '=', webhookId);
  return (keyShare && dialectOf(db) === 'postgres' ? query.forKeyShare() : query).executeTakeFirst();
}

export function listEndpoints(db: Db, botId: number): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('bot_id', '=', botId).orderBy('webhook_id').execute();
}

export async function countEndpoints(db: Db, botId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('bot_id', '=', botId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The enabled endpoints of a bot with the event types each wants (JSON), for a fan-out in the
 * caller's transaction. On PostgreSQL each is locked FOR KEY SHARE until that transaction ends, so
 * an endpoint deleted meanwhile is either not returned or deleted only after the attempts made for
 * it exist (and go with it): a deletion never fails the change that records an event.
 */
export const enabledEndpoints: (db: Db, botId: number) => Promise<Pick<WebhookEndpointRow, 'webhook_id' | 'events'>[]> = prepared((db: Db, botId: number) => {
  const query = db.selectFrom('webhook_endpoints').select(['webhook_id', 'events']).where('bot_id', '=', botId).where('disabled_at', 'is', null);
  // Compiled once per dialect, so the dialect may choose the shape.
  return dialectOf(db) === 'postgres' ? query.forKeyShare() : query;
});

export function updateEndpoint(db: Db, botId: number, webhookId: number, changes: Updateable<WebhookEndpointsTable>): Promise<WebhookEndpointRow | undefined> {
  return db.updateTable('webhook_endpoints').set(changes).where('bot_id', '=', botId).where('webhook_id', '=', webhookId).returningAll().executeTakeFirst();
}

export async function deleteEndpoint(db: Db, botId: number, webhookId: number): Promise<WebhookEndpointRow | undefined> {
  await db.deleteFrom('webhook_deliveries').where('bot_id', '=', botId).where('webhook_id', '=', webhookId).execute();
  return db.deleteFrom('webhook_endpoints').where('bot_id', '=', botId).where('webhook_id', '=', webhookId).returningAll().executeTakeFirst();
}

/** Every endpoint's sealed secrets, for re-sealing under a new key. */
export function allSealedSecrets(db: Db) {
  return db.selectFrom('webhook_endpoints').select(['bot_id', 'webhook_id', 'secret_enc', 'previous_secret_enc']).execute();
}

/** Attempt rows per insert: 8 columns → 4,000 parameters, far under both backends' caps. */
const DELIVERIES_PER_INSERT = 500;

export async function insertDeliveries(db: Db, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += DELIVERIES_PER_INSERT) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + DELIVERIES_PER_INSERT))
      .onConflict((oc) => oc.columns(['bot_id', 'webhook_id', 'event_id', 'attempt']).doNothing())
      .execute();
  }
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  eventId?: number;
  /** Keyset: (created_at, event_id, attempt) of the last row shown. */
  after?: [number, number, number];
}

/** An endpoint's attempts, newest first; reads limit+1 rows. */
export function listDeliveries(db: Db, botId: number, webhookId: number, limit: number, filter: DeliveryFilter): Promise<WebhookDeliveryRow[]> {
  let query = db.selectFrom('webhook_deliveries').selectAll().where('bot_id', '=', botId).where('webhook_id', '=', webhookId);
  // An attempt being made is still pending to the owner.
  if (filter.status) query = query.where('status', 'in', filter.status === 'pending' ? ['pending', 'sending'] : [filter.status]);
  if (filter.eventId !== undefined) query = query.where('event_id', '=', filter.eventId);
  const { after } = filter;
  if (after) query = query.where((eb) => keysetAfter(eb, ['created_at', 'event_id', 'attempt'], 'desc', after));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .orderBy('attempt', 'desc')
    .limit(limit + 1)
    .execute();
}

/** A due attempt with what sending it needs: the endpoint's address and secrets, the event. */
export interface DueDelivery {
  bot_id: number;
  webhook_id: number;
  event_id: number;
  attempt: number;
  type: string;
  url: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_until: number | null;
  data: string;
  event_created_at: number;
  actor_type: string;
  actor_id: string | null;
}

export type EndpointKey = readonly [botId: number, webhookId: number];
export type DeliveryKey = readonly [botId: number, webhookId: number, eventId: number, attempt: number];

const firstDue = prepared((db: Db, at: number) =>
  db.selectFrom('webhook_deliveries').select('next_attempt_at').where('status', '=', 'pending').where('next_attempt_at', '<=', at).limit(1),
);

/** Whether any attempt is due by `at` (one step into the due index; nothing locked). */
export async function anyDue(db: Db, at: number): Promise<boolean> {
  return (await firstDue(db, at)).length > 0;
}

/**
 * Pending attempts due by `at`, soonest first, of enabled endpoints not in `skip` (attempts being
 * made are `sending`, out of this index range altogether). On PostgreSQL the rows are locked and rows another
 * instance is claiming are skipped; the caller claims them in the same transaction.
 */
export function dueDeliveries(db: Db, at: number, limit: number, skip: EndpointKey[]): Promise<DueDelivery[]> {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as w', (j) => j.onRef('w.bot_id', '=', 'd.bot_id').onRef('w.webhook_id', '=', 'd.webhook_id'))
    .innerJoin(eventBodies(db).as('e'), (j) => j.onRef('e.bot_id', '=', 'd.bot_id').onRef('e.event_id', '=', 'd.event_id'))
    .select([
      'd.bot_id',
      'd.webhook_id',
      'd.event_id',
      'd.attempt',
      'd.type',
      'w.url',
      'w.secret_enc',
      'w.previous_secret_enc',
      'w.previous_secret_until',
      'e.data',
      'e.created_at as event_created_at',
      'e.actor_type',
      'e.actor_id',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', at)
    .where('w.disabled_at', 'is', null);
  if (skip.length)
    query = query.where((eb) =>
      eb(
        eb.refTuple('d.bot_id', 'd.webhook_id'),
        'not in',
        skip.map(([b, w]) => eb.tuple(b, w)),
      ),
    );
  // The due index's order, so the scan stops at `limit`.
  query = query.orderBy('d.next_attempt_at').orderBy('d.bot_id').orderBy('d.webhook_id').orderBy('d.event_id').orderBy('d.attempt').limit(limit);
  return (dialectOf(db) === 'postgres' ? query.forUpdate('d').skipLocked() : query).execute();
}

/** Claims the attempts still pending (another instance may have taken one since it was read):
 * they are `sending` until `until`; answers the ones claimed. */
export async function claimDeliveries(db: Db, keys: DeliveryKey[], until: number): Promise<DeliveryKey[]> {
  if (!keys.length) return [];
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'sending', claimed_until: until })
    .where((eb) =>
      eb(
        eb.refTuple('bot_id', 'webhook_id', 'event_id', 'attempt'),
        'in',
        keys.map(([b, w, e, a]) => eb.tuple(b, w, e, a)),
      ),
    )
    .where('status', '=', 'pending')
    .returning(['bot_id', 'webhook_id', 'event_id', 'attempt'])
    .execute();
  return rows.map((r) => [Number(r.bot_id), Number(r.webhook_id), Number(r.event_id), Number(r.attempt)] as const);
}

/** Puts back attempts whose claim lapsed (the instance making them died); how many. */
export async function releaseLapsed(db: Db, at: number): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', claimed_until: 0 })
    .where('status', '=', 'sending')
    .where('claimed_until', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes an endpoint's finished attempts made before `before`; how many. */
export async function pruneLog(db: Db, [botId, webhookId]: EndpointKey, before: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('bot_id', '=', botId)
    .where('webhook_id', '=', webhookId)
    .where('created_at', '<', before)
    .where('status', 'in', ['delivered', 'failed'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function allEndpointKeys(db: Db): Promise<Pick<WebhookEndpointRow, 'bot_id' | 'webhook_id'>[]> {
  return db.selectFrom('webhook_endpoints').select(['bot_id', 'webhook_id']).execute();
}

export interface AttemptResult {
  status: 'delivered' | 'failed';
  response_code: number | null;
  duration_ms: number;
  error: string | null;
  next_attempt_at: number | null;
}

/** Records a pending attempt's result; false when it is gone (its endpoint was deleted) or
 * already recorded. */
export async function finishDelivery(db: Db, [botId, webhookId, eventId, attempt]: DeliveryKey, result: AttemptResult): Promise<boolean> {
  const done = await db
    .updateTable('webhook_deliveries')
    .set({ ...result, claimed_until: 0 })
    .where('bot_id', '=', botId)
    .where('webhook_id', '=', webhookId)
    .where('event_id', '=', eventId)
    .where('attempt', '=', attempt)
    .where('status', 'in', ['sending', 'pending'])
    .executeTakeFirst();
  return done.numUpdatedRows === 1n;
}

/**
 * Records an endpoint's health after attempts: healthy (null), failing since `failingSince` after
 * a success (`recovered`), or still failing (an earlier start of the failures is kept).
 */
export async function setFailingSince(db: Db, [botId, webhookId]: EndpointKey, failingSince: number | null, recovered: boolean): Promise<void> {
  let query = db.updateTable('webhook_endpoints').set({ failing_since: failingSince }).where('bot_id', '=', botId).where('webhook_id', '=', webhookId);
  if (failingSince === null) query = query.where('failing_since', 'is not', null);
  else if (!recovered) query = query.where('failing_since', 'is', null);
  await query.execute();
}

/** Disables an endpoint failing since `before` or earlier; true when it did. */
export async function disableIfFailingSince(db: Db, [botId, webhookId]: EndpointKey, before: number, at: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: at, disabled_reason: reason, updated_at: at })
    .where('bot_id', '=', botId)
    .where('webhook_id', '=', webhookId)
    .where('disabled_at', 'is', null)
    .where('failing_since', '<=', before)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
