// The database's batching (src/db/batching.ts, over the one primitive in src/db/batcher.ts).
// Group commit: writes asked for together share a transaction (writes of different kinds too),
// each caller hears back after the commit, a failed batch is undone and each write committed
// alone, so only the one at fault hears an error; through the services that
// use it, a webhook delivery repeated in the same batch is new once and a member seen again as
// before writes nothing. Shared transactions run units as savepoints: a unit that throws is undone
// alone and only its caller hears of it. Set writes hand the whole batch to one function, and
// write each item alone when the batch fails. Shared reads: callers asking for a key at once share
// one read, and a caller asking while a read is in flight gets only one begun after it asked;
// keyed reads share one statement per key on PostgreSQL and read each row alone on SQLite.
// Through POST /orders (set writes): a flood of orders with repeats of one external_id records
// each order once, with gapless ids, and every repeat answers the first order. On both backends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Outcome } from '../../src/db/batcher.js';
import { createBatching } from '../../src/db/batching.js';
import { openStorage } from '../../src/db/connect.js';
import { dialectOf } from '../../src/db/dialect.js';
import { call, expectOk } from '../support/helper.js';
import { plan, withApp } from '../support/lifecycle.js';

describe('group commit', () => {
  test('300 concurrent writes share a few transactions and are all stored before their callers hear back', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      let transactions = 0;
      const write = createBatching(db).groupCommit(async (trx, ids: number[]) => {
        transactions++;
        await trx
          .insertInto('id_counters')
          .values(ids.map((id) => ({ bot_id: t.botId, kind: `gc-${id}`, last_id: id })))
          .execute();
        return ids.map((id) => id * 2);
      });
      const ids = Array.from({ length: 300 }, (_, i) => i + 1);
      const results = await Promise.all(
        ids.map(async (id) => [
          await write(t.botId, id),
          await db.selectFrom('id_counters').select('last_id').where('kind', '=', `gc-${id}`).executeTakeFirst(),
        ]),
      );
      assert.deepEqual(
        results,
        ids.map((id) => [id * 2, { last_id: id }]),
      );
      assert.ok(transactions >= 1 && transactions <= 3, `${transactions} transactions for 300 writes`);
    });
  });

  test('writes of different kinds asked for together share one commit, each kind given its own items', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const batching = createBatching(db);
      const calls: string[] = [];
      const kind = (name: string) =>
        batching.groupCommit(async (trx, ids: number[]) => {
          calls.push(`${name}:${ids.join(',')}`);
          await trx
            .insertInto('id_counters')
            .values(ids.map((id) => ({ bot_id: t.botId, kind: `${name}-${id}`, last_id: id })))
            .execute();
          return ids.map((id) => `${name}${id}`);
        });
      const first = kind('x');
      const second = kind('y');
      let begun = 0;
      const answers = await Promise.all([first(t.botId, 1), second(t.botId, 2), first(t.botId, 3), second(t.botId, 4)]);
      assert.deepEqual(answers, ['x1', 'y2', 'x3', 'y4']);
      assert.deepEqual(calls, ['x:1,3', 'y:2,4'], 'one call per kind, in the order the kinds came');
      // One commit: a write that fails takes the others down with it only until they are written alone.
      calls.length = 0;
      const poisoned = batching.groupCommit(async (_trx, ids: number[]) => {
        begun++;
        if (ids.includes(13)) throw new Error('refused 13');
        return ids.map(() => 'ok');
      });
      const outcomes = await Promise.allSettled([first(t.botId, 11), poisoned(t.botId, 12), poisoned(t.botId, 13)]);
      assert.deepEqual(
        outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
        ['x11', 'ok', 'refused 13'],
      );
      assert.deepEqual(calls, ['x:11', 'x:11'], 'written in the failed commit, undone, then alone');
      assert.equal(begun, 3);
      const stored = await db.selectFrom('id_counters').select('kind').where('kind', 'like', 'x-%').orderBy('last_id').execute();
      assert.deepEqual(stored, [{ kind: 'x-1' }, { kind: 'x-3' }, { kind: 'x-11' }]);
    });
  });

  test('a batch whose transaction fails is undone, then each write is committed alone: only the one at fault gets the error', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const write = createBatching(db).groupCommit(async (trx, kinds: string[]) => {
        await trx
          .insertInto('id_counters')
          .values(kinds.map((kind) => ({ bot_id: t.botId, kind, last_id: 1 })))
          .execute();
        if (kinds.includes('poison')) throw new Error('refused');
        return kinds.map(() => true);
      });
      const outcomes = await Promise.allSettled(['a', 'poison', 'b'].map((kind) => write(t.botId, kind)));
      assert.deepEqual(
        outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
        [true, 'refused', true],
      );
      const stored = await db.selectFrom('id_counters').select('kind').where('kind', 'in', ['a', 'poison', 'b']).orderBy('kind').execute();
      assert.deepEqual(stored, [{ kind: 'a' }, { kind: 'b' }]);
      // The next batch is unaffected.
      assert.equal(await write(t.botId, 'c'), true);
    });
  });

  test('a webhook update delivered twice at once is stored once and new once', async () => {
    await withApp({}, async (t) => {
      const { jobs } = t.app.services;
      const ids = Array.from({ length: 150 }, (_, i) => 9_000 + i);
      const answers = await Promise.all([...ids, ...ids].map((update_id) => jobs.acceptUpdate(t.botId, { update_id })));
      assert.equal(answers.filter(Boolean).length, 150);
      assert.deepEqual(answers.slice(0, 150), Array(150).fill(true));
      const due = await jobs.due(t.botId, 1000, 'update');
      assert.deepEqual(due.map((j) => JSON.parse(j.payload).update_id).sort(), ids);
      assert.deepEqual(await Promise.all(ids.slice(0, 5).map((update_id) => jobs.acceptUpdate(t.botId, { update_id }))), [false, false, false, false, false]);
    });
  });

  test('members seen at once are recorded once each; seen again as before, nothing changes; a new name is kept', async () => {
    await withApp({}, async (t) => {
      const { members } = t.app.services;
      const profile = (i: number, first_name = `M${i}`) => ({ member_id: String(50_000 + i), username: null, first_name, language_code: 'en' });
      const first = await Promise.all(Array.from({ length: 120 }, (_, i) => members.seen(t.botId, profile(i))));
      // New: the row was written, and its /language choice (none yet) comes back with it.
      assert.deepEqual(first, Array(120).fill({ created: true, language: null }));
      const before = expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007');
      t.clock.now += 60_000;
      const again = await Promise.all(Array.from({ length: 120 }, (_, i) => members.seen(t.botId, profile(i))));
      assert.deepEqual(again, Array(120).fill({ created: false }));
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007'), before);
      assert.deepEqual(await members.seen(t.botId, profile(7, 'Renamed')), { created: false, language: null });
      const after = expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007');
      assert.deepEqual(after, { ...before, first_name: 'Renamed' });
      // The same member twice in one commit (one statement): the last profile is kept, both hear it.
      const twice = await Promise.all([members.seen(t.botId, profile(8, 'First')), members.seen(t.botId, profile(8, 'Second'))]);
      assert.deepEqual(twice, [
        { created: false, language: null },
        { created: false, language: null },
      ]);
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/members/50008`), 200, 'GET', '/members/50008').first_name, 'Second');
    });
  });
});

describe('shared transactions', () => {
  test('units asked for together are stored, a failing one alone is undone, each caller hears its own outcome', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const { transact } = createBatching(db);
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
      const write = createBatching(db).setWrites<number, number>(async (trx, key, items) => {
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

test('keyed reads: on PostgreSQL the rows asked about at once share one read per key, each caller gets its own row; on SQLite each is read alone at once', async () => {
  await withApp({}, async (t) => {
    const db = t.app.storage.db;
    const reads: [number, string[]][] = [];
    const get = createBatching(db).keyedReads(async (botId, memberIds: string[]) => {
      reads.push([botId, memberIds]);
      if (memberIds.includes('poison')) throw new Error('connection lost');
      return new Map(memberIds.filter((m) => m !== 'nobody').map((m) => [m, `${m}@${botId}`]));
    });
    const answers = await Promise.all([get(1, 'a'), get(1, 'b'), get(2, 'a'), get(1, 'a'), get(1, 'nobody')]);
    assert.deepEqual(answers, ['a@1', 'b@1', 'a@2', 'a@1', undefined]);
    const postgres = dialectOf(db) === 'postgres';
    assert.deepEqual(
      reads,
      postgres
        ? [
            [1, ['a', 'b', 'nobody']],
            [2, ['a']],
          ]
        : [
            [1, ['a']],
            [1, ['b']],
            [2, ['a']],
            [1, ['a']],
            [1, ['nobody']],
          ],
    );
    // A failed read fails its callers (on PostgreSQL, every caller of that read) and no others.
    const outcomes = await Promise.allSettled([get(3, 'poison'), get(3, 'c'), get(4, 'c')]);
    assert.deepEqual(
      outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
      postgres ? ['connection lost', 'connection lost', 'c@4'] : ['connection lost', 'c@3', 'c@4'],
    );
    assert.equal(await get(3, 'c'), 'c@3');
  });
});

/** A read whose answers the test releases one by one, counting the reads begun per key. */
function controlledRead() {
  const begun: number[] = [];
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const read = (key: number) => {
    begun.push(key);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const released = async () => {
    while (!pending.length) await new Promise((r) => setImmediate(r));
    return pending.shift()!;
  };
  return { read, begun, released };
}

test('shared reads: callers asking at once share one read per key; a caller asking during a read gets the next one; a failed read fails only its callers', async () => {
  const { read, begun, released } = controlledRead();
  const storage = openStorage('sqlite::memory:');
  const get = createBatching(storage.db).sharedReads(read);

  const first = [get(1), get(1), get(2), get(1)];
  (await released()).resolve('one@1');
  (await released()).resolve('two@1');
  assert.deepEqual(await Promise.all(first), ['one@1', 'one@1', 'two@1', 'one@1']);
  assert.deepEqual(begun, [1, 2]);

  // A read of key 1 in flight: callers arriving now must not get its value.
  const early = get(1);
  const inFlight = await released();
  const late = [get(1), get(1)];
  inFlight.resolve('one@2');
  assert.equal(await early, 'one@2');
  (await released()).resolve('one@3');
  assert.deepEqual(await Promise.all(late), ['one@3', 'one@3']);
  assert.deepEqual(begun, [1, 2, 1, 1]);

  const failing = [get(3), get(3)];
  (await released()).reject(new Error('connection lost'));
  assert.deepEqual(
    (await Promise.allSettled(failing)).map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
    ['connection lost', 'connection lost'],
  );
  const after = get(3);
  (await released()).resolve('three@2');
  assert.equal(await after, 'three@2');
  assert.deepEqual(begun, [1, 2, 1, 1, 3, 3]);
  await storage.close();
});
