// The subscription clock: on its own timer inside `tollgate serve`, subscriptions whose expires_at
// has passed become `expired` (ended_at = expires_at) with their `subscription.expired` event, in
// bounded batches, each batch one transaction. Several instances on PostgreSQL share the work
// (claimDue skips rows another instance holds), so each transition happens once; an instance
// killed mid-batch rolls back and the next tick, here or elsewhere, takes the rows again.
import type { SubscriptionRow } from '../../db/schema.js';
import { MAX_REMINDER_DAYS } from '../../limits.js';
import { DAY_MS } from '../../time/units.js';
import type { ServiceDeps } from '../common/deps.js';
import { SYSTEM } from '../../bot-context.js';
import type { EventService, NewEvent } from '../events/service.js';
import * as repo from './repository.js';
import { toSubscriptionRecord } from './rows.js';

/** Subscriptions expired per transaction: bounds lock time and memory whatever is due. */
export const EXPIRY_BATCH = 500;
/** Subscriptions looked at per reminder transaction. */
export const REMINDER_BATCH = 500;

/** The reminder due now for a subscription that began at `startedAt` and ends at `expiresAt`: the
 * smallest of `days` whose moment (that many days before the end) has come and falls after the
 * subscription began (SPEC §11: a 3-day trial gets no "ends in 3 days" at its start, only the
 * day-1 reminder); undefined when none has.
 *
 * The start is the subscription's started_at, kept through renewals: the time the current end
 * was set is not stored, and started_at is the right bound anyway. A renewal (a payment, a later
 * PATCH) only moves the end later while the member has held access since started_at, so every
 * reminder moment of the new end that is after started_at is a true "ends in d days" told to a
 * member who already has access; bounding by the renewal's time instead would drop reminders of
 * the new end (a 10-day grant moved at day 9 to end in 5 days would lose its 7-day reminder). */
export function dueReminder(expiresAt: number, days: number[], at: number, startedAt: number): number | undefined {
  let due: number | undefined;
  for (const d of days) {
    const moment = expiresAt - d * DAY_MS;
    if (moment <= at && moment > startedAt && (due === undefined || d < due)) due = d;
  }
  return due;
}

export function createSubscriptionClock({ db, now }: ServiceDeps, events: Pick<EventService, 'record'>) {
  /** Expires one batch of due subscriptions; returns how many. */
  async function expireBatch(limit = EXPIRY_BATCH): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const at = now();
      const due = await repo.claimDue(trx, at, limit);
      const byBot = new Map<number, SubscriptionRow[]>();
      for (const row of due) {
        const ended = (await repo.updateSubscription(trx, Number(row.bot_id), Number(row.subscription_id), {
          state: 'expired',
          ended_at: row.expires_at,
          updated_at: at,
        }))!;
        const list = byBot.get(Number(row.bot_id)) ?? [];
        list.push(ended);
        byBot.set(Number(row.bot_id), list);
      }
      // Bots in ascending order: every writer takes the bots' event counters in one order.
      for (const botId of [...byBot.keys()].sort((a, b) => a - b)) {
        await events.record(
          trx,
          botId,
          at,
          byBot.get(botId)!.map((row) => ({ type: 'subscription.expired' as const, data: toSubscriptionRecord(row), actor: SYSTEM })),
        );
      }
      return due.length;
    });
  }

  /** Sends the reminders due now (subscription.expiring, once per reminder day and end); returns
   * how many. A subscription that reaches several reminder days between two passes gets only
   * the nearest one. */
  async function remind(limit = REMINDER_BATCH): Promise<number> {
    let sent = 0;
    let after: [number, number, number] | undefined;
    for (;;) {
      const page = await db.transaction().execute(async (trx) => {
        const at = now();
        const rows = await repo.reminderCandidates(trx, at, MAX_REMINDER_DAYS * DAY_MS, limit, after);
        const byBot = new Map<number, NewEvent[]>();
        for (const row of rows) {
          const due = dueReminder(Number(row.expires_at), JSON.parse(row.reminder_days) as number[], at, Number(row.started_at));
          if (due === undefined || (row.reminded_days !== null && Number(row.reminded_days) <= due)) continue;
          const { reminder_days: _days, ...subscription } = row;
          await repo.updateSubscription(trx, Number(row.bot_id), Number(row.subscription_id), { reminded_days: due });
          const list = byBot.get(Number(row.bot_id)) ?? [];
          list.push({ type: 'subscription.expiring', data: { ...toSubscriptionRecord(subscription), days_before: due }, actor: SYSTEM });
          byBot.set(Number(row.bot_id), list);
        }
        for (const botId of [...byBot.keys()].sort((a, b) => a - b)) await events.record(trx, botId, at, byBot.get(botId)!);
        for (const list of byBot.values()) sent += list.length;
        return rows;
      });
      if (page.length < limit) return sent;
      const last = page[page.length - 1]!;
      after = [Number(last.expires_at), Number(last.bot_id), Number(last.subscription_id)];
    }
  }

  return {
    expireBatch,
    remind,
    /** Expires everything due now, batch after batch; returns how many. */
    async tick(limit = EXPIRY_BATCH): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await expireBatch(limit);
        total += n;
        if (n < limit) return total;
      }
    },
  };
}

export type SubscriptionClock = ReturnType<typeof createSubscriptionClock>;
