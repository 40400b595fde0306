// Group commit (src/db/group-commit.ts): writes asked for together share a transaction, each
// caller hears back after the commit, a failed batch stores nothing and fails all of its callers;
// through the services that use it, a webhook delivery repeated in the same batch is new once and
// a member seen again as before writes nothing. On both backends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { groupCommit } from '../../src/db/group-commit.js';
import { call, expectOk } from '../support/helper.js';
import { withApp } from '../support/lifecycle.js';

describe('group commit', () => {
  test('300 concurrent writes share a few transactions and are all stored before their callers hear back', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      let transactions = 0;
      const write = groupCommit(db, async (trx, ids: number[]) => {
        transactions++;
        await trx
          .insertInto('id_counters')
          .values(ids.map((id) => ({ bot_id: t.botId, kind: `gc-${id}`, last_id: id })))
          .execute();
        return ids.map((id) => id * 2);
      });
      const ids = Array.from({ length: 300 }, (_, i) => i + 1);
      const results = await Promise.all(
        ids.map(async (id) => [await write(id), await db.selectFrom('id_counters').select('last_id').where('kind', '=', `gc-${id}`).executeTakeFirst()]),
      );
      assert.deepEqual(
        results,
        ids.map((id) => [id * 2, { last_id: id }]),
      );
      assert.ok(transactions >= 1 && transactions <= 3, `${transactions} transactions for 300 writes`);
    });
  });

  test('a batch whose transaction fails stores none of its writes and every caller gets the error', async () => {
    await withApp({}, async (t) => {
      const db = t.app.storage.db;
      const write = groupCommit(db, async (trx, kinds: string[]) => {
        await trx
          .insertInto('id_counters')
          .values(kinds.map((kind) => ({ bot_id: t.botId, kind, last_id: 1 })))
          .execute();
        if (kinds.includes('poison')) throw new Error('refused');
        return kinds.map(() => true);
      });
      const outcomes = await Promise.allSettled(['a', 'poison', 'b'].map((kind) => write(kind)));
      assert.deepEqual(
        outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
        ['refused', 'refused', 'refused'],
      );
      const stored = await db.selectFrom('id_counters').select('kind').where('kind', 'in', ['a', 'poison', 'b']).execute();
      assert.deepEqual(stored, []);
      // The next batch is unaffected.
      assert.equal(await write('c'), true);
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
      assert.deepEqual(first, Array(120).fill(true));
      const before = expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007');
      t.clock.now += 60_000;
      const again = await Promise.all(Array.from({ length: 120 }, (_, i) => members.seen(t.botId, profile(i))));
      assert.deepEqual(again, Array(120).fill(false));
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007'), before);
      assert.equal(await members.seen(t.botId, profile(7, 'Renamed')), false);
      const after = expectOk(await call(t, 'GET', `${t.base}/members/50007`), 200, 'GET', '/members/50007');
      assert.deepEqual(after, { ...before, first_name: 'Renamed' });
    });
  });
});
