// Prepared queries (src/db/prepared.ts): the same rows as the query built anew, placeholders
// bound where the builder put them (a value used twice included), rows of a few counts and many
// (on SQLite written in chunks of power-of-two counts, every row answered in order); list reads
// of any length, each row once;
// and, on SQLite where they may run straight on the connection, a prepared write outside a
// transaction never lands in another caller's open transaction: it waits for it, and survives
// that transaction's rollback. On both backends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { prepared, preparedIn, preparedRows } from '../../src/db/prepared.js';
import { allocateIds } from '../../src/modules/bots/repository.js';
import { withApp } from '../support/lifecycle.js';

describe('prepared queries', () => {
  test('answer what the built query answers, with every placeholder bound in its place', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const rows = preparedRows(['bot_id', 'kind', 'last_id'] as const, (d, r: { bot_id: number; kind: string; last_id: number }[]) =>
        d.insertInto('id_counters').values(r).returning(['kind', 'last_id']),
      );
      const few = [1, 2, 3].map((i) => ({ bot_id: t.botId, kind: `p-${i}`, last_id: i * 10 }));
      const many = Array.from({ length: 40 }, (_, i) => ({ bot_id: t.botId, kind: `q-${i}`, last_id: i }));
      assert.deepEqual(
        await rows(db, few),
        few.map(({ kind, last_id }) => ({ kind, last_id })),
      );
      assert.deepEqual(
        await rows(db, many),
        many.map(({ kind, last_id }) => ({ kind, last_id })),
        'past the prepared counts (in chunks of the prepared counts on SQLite, built as usual on PostgreSQL), every row in order',
      );
      // Counts across SQLite's power-of-two chunks (45 = 32 + 8 + 4 + 1), each written whole and answered in order.
      for (const count of [2, 7, 15, 16]) {
        const batch = Array.from({ length: count }, (_, i) => ({ bot_id: t.botId, kind: `c${count}-${i}`, last_id: i }));
        assert.deepEqual(
          await rows(db, batch),
          batch.map(({ kind, last_id }) => ({ kind, last_id })),
        );
      }
      const stored = await db.selectFrom('id_counters').select('kind').where('bot_id', '=', t.botId).where('kind', 'like', 'c%').execute();
      assert.equal(stored.length, 2 + 7 + 15 + 16);
      // A value bound twice (the count of an id reservation) and the same statement with other values.
      assert.deepEqual(
        [await allocateIds(db, t.botId, 'order', 5), await allocateIds(db, t.botId, 'order', 2), await allocateIds(db, t.botId, 'order')],
        [1, 6, 8],
      );
      const between = prepared((d, bot: number, low: number, high: number) =>
        d.selectFrom('id_counters').select('kind').where('bot_id', '=', bot).where('last_id', '>=', low).where('last_id', '<=', high).orderBy('kind'),
      );
      assert.deepEqual(await between(db, t.botId, 20, 30), [
        { kind: 'p-2' },
        { kind: 'p-3' },
        { kind: 'q-20' },
        { kind: 'q-21' },
        { kind: 'q-22' },
        { kind: 'q-23' },
        { kind: 'q-24' },
        { kind: 'q-25' },
        { kind: 'q-26' },
        { kind: 'q-27' },
        { kind: 'q-28' },
        { kind: 'q-29' },
        { kind: 'q-30' },
      ]);
      assert.deepEqual(await between(db, t.botId, 1000, 2000), []);
    });
  });

  test('a list read (preparedIn) answers each listed row once, whatever the length, past its largest list too', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      await db
        .insertInto('id_counters')
        .values(Array.from({ length: 1100 }, (_, i) => ({ bot_id: t.botId, kind: `in-${i}`, last_id: i })))
        .execute();
      const kinds = preparedIn((d, bot: number, names: string[]) =>
        d.selectFrom('id_counters').select('kind').where('bot_id', '=', bot).where('kind', 'in', names),
      );
      const read = async (names: string[]) => (await kinds(db, t.botId, names)).map((r) => r.kind).sort();
      assert.deepEqual(await read([]), []);
      for (const count of [1, 3, 5, 64, 1025]) {
        // Padded to a power of two by repeating the last name; beyond 1,024 in more than one read.
        const names = Array.from({ length: count }, (_, i) => `in-${i}`);
        assert.deepEqual(await read([...names, 'absent']), names.sort());
      }
      assert.deepEqual(await read(['in-7', 'in-7', 'in-2']), ['in-2', 'in-7']);
    });
  });

  test("a prepared write outside a transaction waits for another caller's open transaction and outlives its rollback", async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      let inside!: () => void;
      const opened = new Promise<void>((resolve) => (inside = resolve));
      let finish!: () => void;
      const hold = new Promise<void>((resolve) => (finish = resolve));
      const rolledBack = db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('id_counters').values({ bot_id: t.botId, kind: 'doomed', last_id: 1 }).execute();
          inside();
          await hold;
          throw new Error('rolled back on purpose');
        })
        .catch((err: Error) => err.message);
      await opened;
      const outside = allocateIds(db, t.botId, 'plan');
      // The transaction is still open; let the outside write try to run, then end the transaction.
      await new Promise((resolve) => setImmediate(resolve));
      finish();
      assert.equal(await rolledBack, 'rolled back on purpose');
      const planId = await outside;
      const kinds = await db
        .selectFrom('id_counters')
        .select(['kind', 'last_id'])
        .where('bot_id', '=', t.botId)
        .where('kind', 'in', ['doomed', 'plan'])
        .execute();
      assert.deepEqual(kinds, [{ kind: 'plan', last_id: planId }]);
    });
  });
});
