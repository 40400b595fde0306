// The bot tried against a Bot API emulator nobody here wrote: telegram-test-api (npm). Starts it,
// starts `dist/cli.js serve` in long-polling mode against it on a scratch SQLite file, creates bot
// 666 (the id the emulator's getMe answers with), one Stars plan, an owner's Spanish welcome
// (PUT /texts/es/welcome-named), then talks to the bot as members of three languages and as one
// who switches with /language, and prints what the bot said to each.
//
//   npm i --prefix /tmp/ttapi telegram-test-api && npm run build
//   node bench/telegram-test-api.mjs /tmp/ttapi
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const prefix = process.argv[2] ?? '/tmp/ttapi';
const TelegramServer = createRequire(join(prefix, 'node_modules', 'x.js'))('telegram-test-api');
const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'tollgate-ttapi-'));
const API_PORT = 9310;
const PORT = 9311;
const BOT_ID = 666;
const TOKEN = `${BOT_ID}:${randomBytes(18).toString('base64url')}`;
const OPERATOR = randomBytes(18).toString('base64url');
const base = `http://127.0.0.1:${PORT}`;

const server = new TelegramServer({ port: API_PORT, host: '127.0.0.1', storeTimeout: 60 });
await server.start();
const service = spawn(process.execPath, [join(root, 'dist/cli.js'), 'serve'], {
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${join(scratch, 'trial.db')}`,
    PORT: String(PORT),
    TELEGRAM_MODE: 'polling',
    TELEGRAM_API_ROOT: `http://127.0.0.1:${API_PORT}`,
    TELEGRAM_POLL_TIMEOUT_S: '1',
    TOLLGATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TOLLGATE_OPERATOR_TOKEN: OPERATOR,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(method, url, body, headers = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url.replace(/\/v1\/bot\d+\/[^/]+/, '/v1/bot…')}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** What the bot sent into `client`'s chat after `send` (the emulator's own client). */
async function exchange(client, send) {
  await send();
  for (let i = 0; i < 50; i++) {
    const { result } = await client.getUpdates();
    if (result.length) return result.map((u) => u.message);
    await sleep(100);
  }
  return [];
}

const show = (who, messages) => {
  console.log(`--- ${who}`);
  for (const m of messages) {
    console.log(m.text);
    const buttons = m.reply_markup?.inline_keyboard?.flat().map((b) => `[${b.text}]`);
    if (buttons?.length) console.log(buttons.join(' '));
  }
};

let failed = false;
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  const created = await call('POST', `${base}/v1/bots`, { bot_id: BOT_ID, owner_id: '1001', bot_token: TOKEN }, { authorization: `Bearer ${OPERATOR}` });
  const api = `${base}/v1/bot${BOT_ID}/${created.result.api_key}`;
  await call('POST', `${api}/plans`, {
    plan_name: 'Monthly',
    plan_duration: '1 month',
    plan_price: '250',
    plan_currency: 'XTR',
    translations: { es: { plan_name: 'Mensual' }, ar: { plan_name: 'شهري' } },
  });
  await call('PUT', `${api}/texts/es/welcome-named`, { text: '¡Hola, { $name }! Elige tu plan:' });

  const member = (userId, firstName, language) => {
    const client = server.getClient(TOKEN, { userId, chatId: userId, firstName, timeout: 5000 });
    const as = (text) => client.makeCommand(text, { from: { language_code: language } });
    return { client, as };
  };
  const es = member(2001, 'Lucía', 'es');
  const ar = member(2002, 'سارة', 'ar');
  const xx = member(2003, 'Kai', 'ja');
  for (const [who, m] of [
    ['es (owner’s welcome)', es],
    ['ar', ar],
    ['ja (not shipped: the default, en)', xx],
  ]) {
    const said = await exchange(m.client, () => m.client.sendCommand(m.as('/start')));
    show(`${who}: /start`, said);
    if (!said.length) failed = true;
  }
  const langs = await exchange(xx.client, () => xx.client.sendCommand(xx.as('/language')));
  show('ja: /language', langs);
  const choice = langs[0]?.reply_markup?.inline_keyboard?.flat().find((b) => /^lang:de$/.test(b.callback_data));
  if (!choice) {
    failed = true;
    console.log('no German button in /language');
  } else {
    const chosen = await exchange(xx.client, () =>
      xx.client.sendCallback(xx.client.makeCallbackQuery(choice.callback_data, { from: { language_code: 'ja' } })),
    );
    show('ja: chose Deutsch', chosen);
    const again = await exchange(xx.client, () => xx.client.sendCommand(xx.as('/start')));
    show('ja: /start again', again);
    if (!chosen.length || !again.length) failed = true;
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  service.kill('SIGTERM');
  await new Promise((r) => service.once('exit', r));
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
