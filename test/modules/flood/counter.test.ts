// Flood counts (SPEC §16): per instance in memory (each instance its own window), shared through
// Redis when configured: two service instances on one database and one Redis count one member's
// messages together, per chat and per bot; the window ends and counting starts again.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Redis } from 'ioredis';
import { createSecretBox } from '../../../src/crypto/secret-box.js';
import { openStorage, type Storage } from '../../../src/db/connect.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { connectRedis, redisReady } from '../../../src/http/rate-limits.js';
import { memoryFloodCounter, redisFloodCounter } from '../../../src/modules/flood/counter.js';
import type { FloodRules } from '../../../src/modules/flood/service.js';
import type { PaymentProviders } from '../../../src/modules/payments/service.js';
import { createServices, type ServiceOptions } from '../../../src/services.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from '../../support/helper.js';
import { until } from '../../support/until.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RULES: FloodRules = { messages: 3, seconds: 1, action: 'mute', mute_seconds: 600 };

describe('flood counts', () => {
  let storage: Storage;
  let drop: () => Promise<void>;
  const clients: Redis[] = [];
  before(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    storage = openStorage(database.url);
    await migrateToLatest(storage.db);
  });
  after(async () => {
    for (const c of clients) c.disconnect();
    await storage.close();
    await drop();
  });

  const instance = (options: ServiceOptions<PaymentProviders>) =>
    createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) }, options);

  test('two instances sharing Redis count one window together; chats and bots apart; a new window starts over', async () => {
    const prefix = `tollgate-test-${randomBytes(6).toString('hex')}:`;
    const sharing = async () => {
      const redis = connectRedis(REDIS_URL, (err) => assert.fail(err));
      clients.push(redis);
      await redisReady(redis);
      return instance({ floodCounter: redisFloodCounter(redis, prefix) });
    };
    const a = await sharing();
    const b = await sharing();
    const verdicts = [];
    for (const services of [a, b, a, b, a]) verdicts.push(await services.flood.count(7001, -100, '42', RULES));
    assert.deepEqual(verdicts, ['ok', 'ok', 'ok', 'first-over', 'over']);
    // Another chat, another member, another bot: windows of their own.
    assert.equal(await b.flood.count(7001, -200, '42', RULES), 'ok');
    assert.equal(await b.flood.count(7001, -100, '43', RULES), 'ok');
    assert.equal(await b.flood.count(7002, -100, '42', RULES), 'ok');
    // The window (1 s) ends: the member starts again from one.
    await until(
      () => a.flood.count(7001, -100, '42', RULES),
      (verdict) => verdict === 'ok',
      'the window to end',
    );
  });

  test('without Redis each instance counts on its own', async () => {
    const [a, b] = [instance({ floodCounter: memoryFloodCounter() }), instance({ floodCounter: memoryFloodCounter() })];
    const verdicts = [];
    for (const services of [a, b, a, b, a, b, a]) verdicts.push(await services.flood.count(7001, -100, '42', RULES));
    // a counts its 4th message (first-over) while b has seen only 3.
    assert.deepEqual(verdicts, ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'first-over']);
  });

  test('memory stays bounded: ended windows are swept, then the oldest live ones dropped', async () => {
    let now = 0;
    const counter = memoryFloodCounter(() => now, 3);
    for (const key of ['a', 'b', 'c']) assert.equal(await counter.hit(key, 1000), 1);
    assert.equal(await counter.hit('a', 1000), 2);
    // Full of live windows: "a" (the oldest) makes room for "d".
    assert.equal(await counter.hit('d', 1000), 1);
    assert.equal(await counter.hit('a', 1000), 1);
    now = 5000;
    for (const key of ['e', 'f']) assert.equal(await counter.hit(key, 1000), 1);
    assert.equal(await counter.hit('e', 1000), 2);
  });
});
