// The one SQLite connection taken in turns (src/db/sqlite-dialect.ts): thousands of callers asking
// at once each get the connection alone, in the order they asked, and every one is served (Kysely's
// own mutex woke every waiter at each release; 10,000 bots restarting waited 79 s on it). On
// PostgreSQL (a pool, whose own queue bounds how long a caller waits for a connection) a tenth of
// the flood is all stored.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dialectOf } from '../../src/db/dialect.js';
import { withApp } from '../support/lifecycle.js';

test('transactions asked at once (2,000 on SQLite): each alone on the connection, in the order asked, none lost', async () => {
  await withApp({}, async (t) => {
    const db = t.app.storage.db;
    const n = dialectOf(db) === 'sqlite' ? 2000 : 200;
    const seen = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('id_counters')
            .values({ bot_id: t.botId, kind: `turn-${i}`, last_id: i })
            .execute();
          const { count } = await trx
            .selectFrom('id_counters')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where('bot_id', '=', t.botId)
            .where('kind', 'like', 'turn-%')
            .executeTakeFirstOrThrow();
          return Number(count);
        }),
      ),
    );
    const stored = await db.selectFrom('id_counters').select('last_id').where('bot_id', '=', t.botId).where('kind', 'like', 'turn-%').execute();
    assert.equal(stored.length, n);
    // SQLite: the i-th transaction asked is the i-th to run, alone: it sees its own row and all before it.
    if (dialectOf(db) === 'sqlite')
      assert.deepEqual(
        seen,
        Array.from({ length: n }, (_, i) => i + 1),
      );
    else assert.ok(seen.every((c) => c >= 1 && c <= n));
  });
});
