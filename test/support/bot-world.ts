// A world for end-to-end bot journeys: the Bot API double, a fresh database with one bot (token
// stored, one sold chat), and real `tollgate serve` processes pointed at the double.
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createServices } from '../../src/services.js';
import { startTelegramDouble, type RecordedCall, type TelegramDouble } from '../doubles/telegram.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from './helper.js';
export { freePort } from './free-port.js';
import { request, type JsonReply, type Server, serverEnv, startServer } from './servers.js';
import { HUNG_MS } from './until.js';

export const OWNER = 1001;
export const CHAT = -1001234567890;

export interface BotWorld {
  tg: TelegramDouble;
  botId: number;
  token: string;
  apiKey: string;
  databaseUrl: string;
  server: Server;
  /** Starts another instance on the same database (or a replacement after a kill). */
  startInstance(extra?: Record<string, string>): Promise<Server>;
  /** The bot-scoped API of `server` (default: the first instance). */
  api(method: string, path: string, body?: unknown, server?: Server): Promise<JsonReply>;
  /** A user of the platform who has started the bot. */
  user(id: number, name?: string): number;
  /** Another bot on the same database with its token stored, run by the instances like the first; its id. */
  addBot(): Promise<number>;
  stop(): Promise<void>;
}

let nextBot = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

export async function startBotWorld(env: Record<string, string> = {}): Promise<BotWorld> {
  const tg = await startTelegramDouble();
  const botId = nextBot++;
  const token = tg.addBot({ id: botId, username: `shop${botId}_bot`, first_name: 'Shop' });
  tg.addUser({ id: OWNER, first_name: 'Owner' });
  tg.startBot(botId, OWNER);
  tg.addChat({ id: CHAT, type: 'supergroup', title: 'VIP Signals', creatorId: OWNER });
  const database = await freshDatabase(true);
  const storage = openStorage(database.url);
  let apiKey: string;
  try {
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    apiKey = (await services.botCreation.createBot({ bot_id: botId, owner_id: String(OWNER), bot_token: token })).api_key;
    await services.chats.addChat(await services.settings.contextOf(botId), { chat_id: CHAT, chat_name: 'VIP Signals', chat_type: 'supergroup' });
  } finally {
    await storage.close();
  }
  const servers: Server[] = [];
  const startInstance = async (extra: Record<string, string> = {}) => {
    const server = await startServer(
      serverEnv(database.url, {
        TELEGRAM_MODE: 'polling',
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_POLL_TIMEOUT_S: '1',
        BOT_LEASE_MS: '3000',
        SUBSCRIPTION_CLOCK_MS: '100',
        RATE_LIMIT_MAX: '1000000',
        ...env,
        ...extra,
      }),
    );
    servers.push(server);
    return server;
  };
  const server = await startInstance().catch(async (err: unknown) => {
    await tg.close();
    await database.drop();
    throw err;
  });
  return {
    tg,
    botId,
    token,
    apiKey,
    databaseUrl: database.url,
    server,
    startInstance,
    api: (method, path, body, on = server) => request(`${on.url}/v1/bot${botId}/${apiKey}${path}`, method, body),
    user(id, name = `User${id}`) {
      tg.addUser({ id, first_name: name, username: `user${id}` });
      tg.startBot(botId, id);
      return id;
    },
    async addBot() {
      const id = nextBot++;
      const botToken = tg.addBot({ id, username: `shop${id}_bot`, first_name: 'Shop' });
      const storage = openStorage(database.url);
      try {
        const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
        await services.botCreation.createBot({ bot_id: id, owner_id: String(OWNER), bot_token: botToken });
      } finally {
        await storage.close();
      }
      return id;
    },
    async stop() {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await tg.close();
      await database.drop();
    },
  };
}

/** A plan created through the API; returns its id. */
export async function createPlan(world: BotWorld, body: Record<string, unknown>): Promise<number> {
  const res = await world.api('POST', '/plans', { plan_name: 'VIP', plan_duration: 'P1M', plan_price: '250', plan_currency: 'XTR', ...body });
  if (res.status !== 201) throw new Error(`plan not created: ${JSON.stringify(res.body)}`);
  return res.body.result.plan_id;
}

/** The inline keyboard buttons of a sendMessage call, flattened. */
export function buttonsOf(call: RecordedCall): { text: string; callback_data?: string; url?: string }[] {
  const markup = call.params.reply_markup as { inline_keyboard?: { text: string; callback_data?: string; url?: string }[][] } | string | undefined;
  const parsed = typeof markup === 'string' ? JSON.parse(markup) : markup;
  return (parsed?.inline_keyboard ?? []).flat();
}

/** The message a call sent (its result), to press its buttons. */
export function sentMessage(call: RecordedCall) {
  return (call.response as { result?: unknown }).result as { message_id: number; chat: { id: number; type: 'private'; first_name: string } };
}

/** Waits for the next call of `method` to `chatId` after the calls already seen. */
export function nextCall(tg: TelegramDouble, method: string, match: (call: RecordedCall) => boolean = () => true): Promise<RecordedCall> {
  const seen = new Set(tg.callsOf(method));
  return tg.waitForCall(method, (c) => !seen.has(c) && c.response !== undefined && match(c), HUNG_MS);
}

export const toUser = (userId: number) => (call: RecordedCall) => Number(call.params.chat_id) === userId;

export async function withWorld(run: (world: BotWorld) => Promise<void>, env: Record<string, string> = {}) {
  const world = await startBotWorld(env);
  try {
    await run(world);
  } finally {
    await world.stop();
  }
}

/** /start → the plan menu message the bot answered with. */
export async function menu(world: BotWorld, userId: number, text = '/start') {
  const reply = nextCall(world.tg, 'sendMessage', (c) => toUser(userId)(c) && buttonsOf(c).some((b) => b.callback_data));
  world.tg.sendText(world.botId, userId, text);
  return reply;
}

/** Buys `planId` from the menu with Stars: invoice, pre-checkout, payment. */
export async function buy(world: BotWorld, userId: number, planId: number) {
  const shown = await menu(world, userId);
  const invoice = nextCall(world.tg, 'sendInvoice', toUser(userId));
  world.tg.pressButton(world.botId, userId, sentMessage(shown), `buy:${planId}`);
  return world.tg.pay(world.botId, userId, await invoice);
}

/** The invite links the bot sent the member, once it sends them. */
export async function linksFor(world: BotWorld, userId: number) {
  const call = await world.tg.waitForCall(
    'sendMessage',
    (c) => toUser(userId)(c) && c.response?.ok === true && buttonsOf(c).some((b) => b.url?.startsWith('https://t.me/+')),
    HUNG_MS,
  );
  return buttonsOf(call).map((b) => b.url!);
}
