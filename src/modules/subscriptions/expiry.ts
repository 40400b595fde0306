// The subscription clock: on its own timer inside `tollgate serve`, subscriptions whose expires_at
// has passed become `expired` (ended_at = expires_at) with their `subscription.expired` event, in
// bounded batches, each batch one transaction. Several instances on PostgreSQL share the work
// (claimDue skips rows another instance holds), so each transition happens once; an instance
// killed mid-batch rolls back and the next tick, here or elsewhere, takes the rows again.
import type { SubscriptionRow } from '../../db/schema.js';
import type { ServiceDeps } from '../common/deps.js';
import type { EventService } from '../events/service.js';
import * as repo from './repository.js';
import { toSubscriptionRecord } from './service.js';

/** Subscriptions expired per transaction: bounds lock time and memory whatever is due. */
export const EXPIRY_BATCH = 500;

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
          byBot.get(botId)!.map((row) => ({ type: 'subscription.expired' as const, data: toSubscriptionRecord(row) })),
        );
      }
      return due.length;
    });
  }

  return {
    expireBatch,
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
