// SQL for bots and their settings, and their id counters (id_counters: one row per bot and kind
// of id, deleted with the bot). Api keys: keys-repository.ts.
import type { Insertable } from 'kysely';
import { liveLease } from '../jobs/repository.js';
import type { BotsTable, BotRow, Db } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

export function insertBot(db: Db, bot: Insertable<BotsTable>) {
  return db
    .insertInto('bots')
    .values(bot)
    .onConflict((oc) => oc.column('bot_id').doNothing())
    .returning('bot_id')
    .executeTakeFirst();
}

const byId = prepared((db: Db, botId: number) => db.selectFrom('bots').selectAll().where('bot_id', '=', botId));

export async function findBot(db: Db, botId: number): Promise<BotRow | undefined> {
  return (await byId(db, botId))[0];
}

export function updateBot(db: Db, botId: number, changes: Partial<Omit<BotRow, 'bot_id'>>) {
  return db.updateTable('bots').set(changes).where('bot_id', '=', botId).returningAll().executeTakeFirst();
}

/** Records what the runner found when it started the bot, only while `sealed` is still the
 * stored token (a runner of a replaced token says nothing about the new one). */
export async function recordBotState(
  db: Db,
  botId: number,
  sealed: string,
  changes: { bot_state: string | null; bot_username?: string; bot_connected?: string },
) {
  await db.updateTable('bots').set(changes).where('bot_id', '=', botId).where('bot_token_enc', '=', sealed).execute();
}

export type IdKind = 'plan' | 'project' | 'order' | 'key' | 'subscription' | 'event' | 'webhook' | 'form';

const reserve = prepared((db: Db, botId: number, kind: string, count: number) =>
  db
    .insertInto('id_counters')
    .values({ bot_id: botId, kind, last_id: count })
    .onConflict((oc) => oc.columns(['bot_id', 'kind']).doUpdateSet((eb) => ({ last_id: eb('id_counters.last_id', '+', count) })))
    .returning('last_id'),
);

/**
 * Per-bot id sequences (plan 1, 2, 3… for each bot): reserves `count` consecutive ids of `kind`
 * inside the caller's transaction and returns the first. Race-safe: the upsert takes the row lock.
 */
export async function allocateIds(db: Db, botId: number, kind: IdKind, count = 1): Promise<number> {
  const [row] = await reserve(db, botId, kind, count);
  return Number(row!.last_id) - count + 1;
}

/** Every bot with a stored token (operator maintenance: re-sealing after a key rotation). */
/** The bots' sealed secrets (token, Stripe keys), any of them set. */
export function listSealedSecrets(db: Db) {
  return db
    .selectFrom('bots')
    .select(['bot_id', 'bot_token_enc', 'stripe_secret_key_enc', 'stripe_webhook_secret_enc'])
    .where((eb) => eb.or([eb('bot_token_enc', 'is not', null), eb('stripe_secret_key_enc', 'is not', null), eb('stripe_webhook_secret_enc', 'is not', null)]))
    .execute();
}

export async function listSealedTokens(db: Db): Promise<{ bot_id: number; bot_token_enc: string }[]> {
  const rows = await db.selectFrom('bots').select(['bot_id', 'bot_token_enc']).where('bot_token_enc', 'is not', null).execute();
  return rows.map((r) => ({ bot_id: Number(r.bot_id), bot_token_enc: r.bot_token_enc! }));
}

/** Rows per read of listConnections. */
const CONNECTIONS_PER_READ = 500;

/** What the runners last registered for `botIds` (bot_connected) and found (bot_state), with the token it was for. */
export async function listConnections(
  db: Db,
  botIds: number[],
): Promise<Map<number, { sealed: string | null; connected: string | null; state: string | null }>> {
  const found = new Map<number, { sealed: string | null; connected: string | null; state: string | null }>();
  for (let i = 0; i < botIds.length; i += CONNECTIONS_PER_READ) {
    const rows = await db
      .selectFrom('bots')
      .select(['bot_id', 'bot_token_enc', 'bot_connected', 'bot_state'])
      .where('bot_id', 'in', botIds.slice(i, i + CONNECTIONS_PER_READ))
      .execute();
    for (const r of rows) found.set(Number(r.bot_id), { sealed: r.bot_token_enc, connected: r.bot_connected, state: r.bot_state });
  }
  return found;
}

/** Each bot's renewal reminder setting (reminder_days) by bot_id: a derived table for another
 * module's query to join (the reminders' candidates read it with their subscriptions). */
export function reminderSettings(db: Db) {
  return db.selectFrom('bots').select(['bot_id', 'reminder_days']);
}

/** Whether an instance runs the bot now (holds its live lease): the jobs module's query. */
export async function leaseIsLive(db: Db, botId: number, at: number): Promise<boolean> {
  const row = await db.selectFrom('bots as b').select(liveLease('b.bot_id', at).as('live')).where('b.bot_id', '=', botId).executeTakeFirst();
  return Boolean(Number(row?.live ?? 0));
}
