// Many bots on one database (SPEC §19), end to end: real `tollgate serve` processes in webhook
// mode, the Bot API double serving every bot's token, and (for several instances) one front
// that passes each of the platform's posts to the next instance in turn, as a load balancer does.
// Correctness only: every webhook registered with its URL and secret (and not again), every update handled
// once, a restart registering nothing again, bots added, changed and removed followed, a killed
// instance's bots served by the others. How fast: bench/ (the `bots` scenario).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices } from '../../src/services.js';
import { webhookSecret } from '../../src/bot/platform.js';
import { startTelegramDouble, type RecordedCall, type TelegramDouble } from '../doubles/telegram.js';
import { startFront } from '../support/front.js';
import { freePort } from '../support/free-port.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from '../support/helper.js';
import { request, type Server, serverEnv, startServer } from '../support/servers.js';
import { until } from '../support/until.js';

/** Long waits: hundreds of bots connecting on a loaded machine (never reached when it works). */
const SLOW_MS = 240_000;
const USER = 5001;
let nextBot = 600_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

const knownUsers = new WeakSet<TelegramDouble>();

interface SeededBot {
  id: number;
  token: string;
  apiKey: string;
}

/** `count` bots with their tokens stored (in the double and the database), USER started with each. */
async function seedBots(tg: TelegramDouble, databaseUrl: string, count: number): Promise<SeededBot[]> {
  if (!knownUsers.has(tg)) {
    tg.addUser({ id: USER, first_name: 'Member' });
    knownUsers.add(tg);
  }
  const storage = openStorage(databaseUrl);
  try {
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    const bots: SeededBot[] = [];
    for (let i = 0; i < count; i++) {
      const id = nextBot++;
      const token = tg.addBot({ id, username: `many${id}_bot`, first_name: 'Many' });
      tg.startBot(id, USER);
      const { api_key } = await services.botCreation.createBot({ bot_id: id, owner_id: '1', bot_token: token });
      bots.push({ id, token, apiKey: api_key });
    }
    return bots;
  } finally {
    await storage.close();
  }
}

/** Jobs of any bot not done yet. */
async function pendingJobs(databaseUrl: string): Promise<number> {
  const storage = openStorage(databaseUrl);
  try {
    const row = await storage.db
      .selectFrom('bot_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await storage.close();
  }
}

const answered = (call: RecordedCall) => call.response?.ok === true;

/** How many answered calls of `method` each bot made. */
function countBy(tg: TelegramDouble, method: string, match: (call: RecordedCall) => boolean = () => true): Map<number, number> {
  const counts = new Map<number, number>();
  for (const call of tg.callsOf(method)) if (answered(call) && match(call)) counts.set(call.botId, (counts.get(call.botId) ?? 0) + 1);
  return counts;
}

const toUser = (call: RecordedCall) => Number(call.params.chat_id) === USER;

/** Sends `text` from USER to every bot and waits until each has answered `expected` messages to
 * USER in all; then each has answered exactly that many (none twice). */
async function everyBotAnswers(tg: TelegramDouble, bots: SeededBot[], text: string, expected: number): Promise<void> {
  for (const bot of bots) tg.sendText(bot.id, USER, text);
  const replies = await until(
    () => countBy(tg, 'sendMessage', toUser),
    (counts) => bots.every((b) => (counts.get(b.id) ?? 0) >= expected),
    `every bot answering ${text} (${expected} replies each)`,
    { within: SLOW_MS },
  );
  const wrong = bots.filter((b) => replies.get(b.id) !== expected).map((b) => [b.id, replies.get(b.id)]);
  assert.deepEqual(wrong, [], 'bots that answered another number of times');
}

/** Waits until every bot's webhook is set at least `times` times, each with its URL and secret;
 * answers how many times each was set. (Once, unless a connect attempt failed after its
 * setWebhook and was retried: the platform takes the same webhook again as a no-op.) */
async function everyWebhookSet(tg: TelegramDouble, bots: SeededBot[], base: string, times = 1): Promise<Map<number, number>> {
  const counts = await until(
    () => countBy(tg, 'setWebhook'),
    (found) => bots.every((b) => (found.get(b.id) ?? 0) >= times),
    'every webhook registered',
    { within: SLOW_MS },
  );
  for (const bot of bots) {
    for (const call of tg.callsOf('setWebhook', bot.id).filter(answered)) {
      assert.deepEqual([call.params.url, call.params.secret_token], [`${base}/telegram/${bot.id}`, webhookSecret(bot.token)], `bot ${bot.id}'s webhook`);
    }
  }
  return new Map(bots.map((b) => [b.id, counts.get(b.id)!]));
}

const webhookEnv = (databaseUrl: string, tg: TelegramDouble, base: string, port = 0) =>
  serverEnv(databaseUrl, {
    TELEGRAM_MODE: 'webhook',
    TELEGRAM_API_ROOT: tg.url,
    TELEGRAM_WEBHOOK_BASE: base,
    PORT: String(port),
    BOT_LEASE_MS: '3000',
    RATE_LIMIT_MAX: '1000000',
  });

test('one instance, 300 bots: each webhook set with its URL and secret, each bot answering; a restart sets nothing again; bots added, changed and removed are followed', {
  timeout: 4 * SLOW_MS,
}, async () => {
  const tg = await startTelegramDouble();
  const database = await freshDatabase(true);
  const servers: Server[] = [];
  try {
    const bots = await seedBots(tg, database.url, 300);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = webhookEnv(database.url, tg, base, port);
    servers.push(await startServer(env));
    const registered = await everyWebhookSet(tg, bots, base);
    await everyBotAnswers(tg, bots, '/start', 1);

    // A restart: every bot answers again, and nothing is registered again. It waits for the jobs
    // the bots' start set off (each bot's menus and descriptions in every language), which a
    // graceful stop would otherwise wait for.
    await until(
      () => pendingJobs(database.url),
      (n) => n === 0,
      'the start jobs done',
      { within: SLOW_MS },
    );
    const getMes = tg.callsOf('getMe').length;
    assert.equal(await servers[0]!.stop('SIGTERM'), 0);
    const second = await startServer(env);
    servers.push(second);
    await everyBotAnswers(tg, bots, '/help', 2);
    assert.deepEqual(await everyWebhookSet(tg, bots, base), registered, 'no setWebhook after the restart');
    assert.equal(tg.callsOf('getMe').length, getMes, 'no getMe after the restart');

    // Added while it runs: registered, and it answers.
    const [added] = await seedBots(tg, database.url, 1);
    await everyWebhookSet(tg, [added!], base);
    await everyBotAnswers(tg, [added!], '/start', 1);

    // Changed (its token written again): registered again. Removed: its posts are refused.
    const [changed, removed] = bots;
    const settings = (bot: SeededBot, body: unknown) => request(`${second.url}/v1/bot${bot.id}/${bot.apiKey}/settings`, 'PATCH', body);
    assert.equal((await settings(changed!, { bot_token: changed!.token })).status, 200);
    await everyWebhookSet(tg, [changed!], base, registered.get(changed!.id)! + 1);
    assert.equal((await settings(removed!, { bot_token: null })).status, 200);
    const post = () =>
      fetch(`${base}/telegram/${removed!.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhookSecret(removed!.token) },
        body: JSON.stringify({ update_id: 999_999 }),
      }).then((r) => r.status);
    await until(post, (status) => status === 404, 'the removed bot refused');
    await everyBotAnswers(tg, [changed!], '/help', 3);
    await everyBotAnswers(tg, [added!], '/help', 2);
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await tg.close();
    await database.drop();
  }
});

test('three instances share the bots: each update handled once, and a killed instance’s bots served by the others', { timeout: 4 * SLOW_MS }, async () => {
  const tg = await startTelegramDouble();
  const database = await freshDatabase(true);
  const servers: Server[] = [];
  const port = await freePort();
  const front = await startFront(port, []);
  try {
    const bots = await seedBots(tg, database.url, 60);
    const env = webhookEnv(database.url, tg, front.url);
    for (let i = 0; i < 3; i++) servers.push(await startServer(env));
    front.targets.push(...servers.map((s) => s.url));
    await everyWebhookSet(tg, bots, front.url);

    // Each instance holds a share of the bots.
    const storage = openStorage(database.url);
    const holders = () =>
      storage.db
        .selectFrom('bot_runners')
        .select(['bot_id', 'holder'])
        .where('lease_until', '>=', Date.now())
        .execute()
        .then((rows) => rows.map((r) => r.holder));
    try {
      await until(holders, (held) => held.length === bots.length && new Set(held).size === 3, 'the bots shared by three instances', { within: SLOW_MS });
    } finally {
      await storage.close();
    }
    await everyBotAnswers(tg, bots, '/start', 1);
    const registered = await everyWebhookSet(tg, bots, front.url);

    // One instance dies; its bots are taken over (what is registered for them is not set again),
    // and updates posted meanwhile are not lost.
    await servers[0]!.stop('SIGKILL');
    await everyBotAnswers(tg, bots, '/help', 2);
    await everyBotAnswers(tg, bots, '/help', 3);
    assert.deepEqual(await everyWebhookSet(tg, bots, front.url), registered, 'no setWebhook when bots moved between instances');
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await front.close();
    await tg.close();
    await database.drop();
  }
});
