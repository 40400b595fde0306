// Writes asked for together (on SQLite all of them, on PostgreSQL those of one bot) share one
// transaction. Shared transactions (src/db/shared-transaction.ts) run them as savepoints: a unit
// that throws is undone alone and only its caller hears of it. Set writes (src/db/set-writes.ts)
// hand the whole batch to one function, and write each item alone when the batch fails. Every
// caller hears back after the commit. Through POST /orders (set writes): a flood of orders with
// repeats of one external_id records each order once, with gapless ids, and every repeat answers
// the first order. On both backends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setWrites, type Outcome } from '../../src/db/set-writes.js';
import { sharedTransaction } from '../../src/db/shared-transaction.js';
import { call, expectOk } from '../support/helper.js';
import { plan, withApp } from '../support/lifecycle.js';

describe('shared transactions', () => {
  test('units asked for together are stored, a failing one alone is undone, each caller hears its own outcome', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const transact = sharedTransaction(db);
      assert.equal(sharedTransaction(db), transact, 'one runner per database, so all callers join the same batches');
      const unit = (kind: string) =>
        transact(t.botId, async (trx) => {
          await trx.insertInto('id_counters').values({ bot_id: t.botId, kind, last_id: 1 }).execute();
          if (kind.startsWith('poison')) throw new Error(`refused ${kind}`);
          // Visible inside its own transaction, as in any transaction.
          return (await trx.selectFrom('id_counters').select('last_id').where('bot_id', '=', t.botId).where('kind', '=', kind).executeTakeFirstOrThrow())
            .last_id;
        });
      const kinds = Array.from({ length: 150 }, (_, i) => (i % 50 === 7 ? `poison-${i}` : `st-${i}`));
      const outcomes = await Promise.allSettled(
        kinds.map(async (kind) => [await unit(kind), await db.selectFrom('id_counters').select('kind').where('kind', '=', kind).executeTakeFirst()]),
      );
      assert.deepEqual(
        outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
        kinds.map((kind) => (kind.startsWith('poison') ? `refused ${kind}` : [1, { kind }])),
      );
      const stored = await db.selectFrom('id_counters').select('kind').where('bot_id', '=', t.botId).where('kind', 'like', 'poison-%').execute();
      assert.deepEqual(stored, []);
    });
  });

  test('a flood of orders with repeated external_ids records each once, ids without gaps, repeats answer the first', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      const order = (i: number) => ({ plan_id: planId, member_id: String(70_000 + ((i % 60) % 40)), external_id: `ext-${i % 60}` });
      const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => call(t, 'POST', `${t.base}/orders`, order(i))));
      // Per external_id, one request recorded the order (201) and the other answered it (200).
      const byExternal = new Map<string, { status: number; body: { order_id: number } }[]>();
      for (const a of answers) {
        const body = expectOk(a, a.status === 201 ? 201 : 200, 'POST', '/orders') as { order_id: number; external_id: string };
        byExternal.set(body.external_id, [...(byExternal.get(body.external_id) ?? []), { status: a.status, body }]);
      }
      assert.equal(byExternal.size, 60);
      for (const [ext, pair] of byExternal) {
        assert.deepEqual(pair.map((p) => p.status).sort(), [200, 201], ext);
        assert.deepEqual(pair[0]!.body, pair[1]!.body, ext);
      }
      const ids = [...byExternal.values()].map((pair) => pair[0]!.body.order_id).sort((a, b) => a - b);
      assert.deepEqual(
        ids,
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
      // Each order: its payment, then the subscription it started (a member's first) or renewed.
      const count = async (type: string) => expectOk(await call(t, 'GET', `${t.base}/events?type=${type}&limit=100`), 200, 'GET', '/events').length;
      assert.deepEqual([await count('order.paid'), await count('subscription.started'), await count('subscription.renewed')], [60, 40, 20]);
      // The batch's sales were pooled into one rollup write: the totals count each order once, the
      // repeats (undone units) not at all.
      const first = [...byExternal.values()].map((pair) => pair[0]!.body as unknown as { amount: string; currency: string });
      const cents = first.reduce((sum, o) => sum + Math.round(Number(o.amount) * 100), 0);
      const totals = expectOk(await call(t, 'GET', `${t.base}/orders/count?currency=${first[0]!.currency}`), 200, 'GET', '/orders/count') as {
        revenue: string;
        sales: number;
      }[];
      assert.deepEqual(
        totals.map((e) => [e.revenue, e.sales]),
        [[(cents / 100).toFixed(2), 60]],
      );
    });
  });

  test('set writes: a batch is written by one call; when it fails, each item is written once more alone and hears that outcome', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const batches: number[][] = [];
      let transient = true;
      const write = setWrites<number, number>(db, async (trx, key, items) => {
        assert.equal(key, t.botId);
        batches.push(items);
        const outcomes: Outcome<number>[] = [];
        for (const n of items) {
          if (n === 13) throw new Error('refused 13');
          if (n === 21 && transient) {
            transient = false;
            throw new Error('a concurrent writer, this once');
          }
          if (n % 5 === 0) {
            outcomes.push({ ok: false, error: new Error(`rule ${n}`) });
            continue;
          }
          await trx
            .insertInto('id_counters')
            .values({ bot_id: t.botId, kind: `sw-${n}`, last_id: n })
            .execute();
          outcomes.push({ ok: true, value: n * 2 });
        }
        return outcomes;
      });
      const run = async (items: number[]) =>
        (await Promise.allSettled(items.map((n) => write(t.botId, n)))).map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value));
      const stored = async () =>
        (await db.selectFrom('id_counters').select('kind').where('bot_id', '=', t.botId).where('kind', 'like', 'sw-%').orderBy('last_id').execute()).map(
          (r) => r.kind,
        );

      assert.deepEqual(await run([1, 2, 3, 4, 5, 6]), [2, 4, 6, 8, 'rule 5', 12]);
      assert.deepEqual(batches, [[1, 2, 3, 4, 5, 6]], 'one call for the items asked for together');
      assert.deepEqual(await stored(), ['sw-1', 'sw-2', 'sw-3', 'sw-4', 'sw-6']);

      batches.length = 0;
      assert.deepEqual(await run([11, 12, 13, 14, 15]), [22, 24, 'refused 13', 28, 'rule 15']);
      assert.deepEqual(batches, [[11, 12, 13, 14, 15], [11], [12], [13], [14], [15]], 'the failed batch undone, then each item alone');
      assert.deepEqual(await stored(), ['sw-1', 'sw-2', 'sw-3', 'sw-4', 'sw-6', 'sw-11', 'sw-12', 'sw-14']);

      // An item alone whose write failed (it met a concurrent writer) is written once more.
      batches.length = 0;
      assert.deepEqual(await run([21]), [42]);
      assert.deepEqual(batches, [[21], [21]]);
      assert.deepEqual((await stored()).at(-1), 'sw-21');
    });
  });
});
