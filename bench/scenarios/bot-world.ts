// The Telegram side of the bot scenario: the Bot API double (test/doubles/telegram.ts, in this
// process, on 127.0.0.1) holding the bot, its users and one sold supergroup; the bot seeded like
// an operator would (CLI, then the HTTP API); updates as the platform would post them; and a
// follower of the calls the service makes to the double, timed as the double recorded them.
import { createInterface } from 'node:readline';
import { startTelegramDouble, type RecordedCall, type TelegramDouble } from '../../test/doubles/telegram.js';
import { call } from '../client.js';
import { runCli, type Child } from '../processes.js';

export const OWNER = 1001;

/** The double with the bot, its owner and `users` (every one has pressed Start), and a supergroup
 * `chatId` whose members are `members` (the bot is an administrator there, with every right). */
export async function telegramWorld(botId: number, chatId: number, users: number[], members: number[] = []) {
  const tg = await startTelegramDouble();
  const token = tg.addBot({ id: botId, username: `bench${botId}_bot`, first_name: 'Bench' });
  for (const id of [OWNER, ...users]) {
    tg.addUser({ id, first_name: `U${id}` });
    tg.startBot(botId, id);
  }
  tg.addChat({ id: chatId, type: 'supergroup', title: 'Bench VIP', creatorId: OWNER, members });
  return { tg, token };
}

export interface SeededBot {
  /** `<service>/v1/bot<id>/<api_key>`. */
  base: string;
  planId: number;
  /** The plan's price in Stars. */
  price: number;
}

/** The bot (CLI; with its token or without), its sold chat and a one-month Stars plan (HTTP API). */
export async function seedBot(serviceUrl: string, env: NodeJS.ProcessEnv, botId: number, chatId: number, token?: string): Promise<SeededBot> {
  const out = await runCli(['bots', 'create', '--bot-id', String(botId), '--owner', String(OWNER), ...(token ? ['--bot-token', token] : []), '--json'], env);
  const base = `${serviceUrl}/v1/bot${botId}/${(JSON.parse(out) as { api_key: string }).api_key}`;
  await call('POST', `${base}/chats`, { chat_id: chatId, chat_name: 'Bench VIP', chat_type: 'supergroup' }, 201);
  const price = 250;
  const plan = await call<{ plan_id: number }>(
    'POST',
    `${base}/plans`,
    { plan_name: 'VIP', plan_duration: 'P1M', plan_price: String(price), plan_currency: 'XTR' },
    201,
  );
  return { base, planId: plan.plan_id, price };
}

/** A message update from the user's private chat, as the platform posts it, with `content`. */
function messageUpdate(updateId: number, userId: number, content: Record<string, unknown>): string {
  return JSON.stringify({
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: userId, type: 'private', first_name: `U${userId}` },
      from: { id: userId, is_bot: false, first_name: `U${userId}` },
      ...content,
    },
  });
}

/** A `/start` text message. */
export const startUpdate = (updateId: number, userId: number): string =>
  messageUpdate(updateId, userId, { text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] });

/** A `successful_payment` message (Stars) for an invoice the bot made. */
export const paymentUpdate = (updateId: number, userId: number, payload: string, amount: number, chargeId: string): string =>
  messageUpdate(updateId, userId, {
    successful_payment: {
      currency: 'XTR',
      total_amount: amount,
      invoice_payload: payload,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: '',
    },
  });

export interface Followed {
  /** Distinct keys seen. */
  seen: number;
  /** Matching calls for a key already seen (the same effect twice). */
  repeats: number;
  /** Arrival (Date.now() at the double) of the first and of the last matching call. */
  first: number;
  last: number;
}

/**
 * Follows the double's calls from index `from` (a scan from where the last one stopped, every
 * 10 ms) until `want` distinct keys have matched or `deadline` (Date.now()) has passed. `keyOf`
 * names a matching call's key (a user id), undefined for a call that does not count.
 */
export async function followCalls(
  tg: TelegramDouble,
  from: number,
  want: number,
  deadline: number,
  keyOf: (call: RecordedCall) => number | undefined,
): Promise<Followed> {
  const keys = new Set<number>();
  let repeats = 0;
  let first = NaN;
  let last = NaN;
  let next = from;
  for (;;) {
    for (; next < tg.calls.length; next++) {
      const c = tg.calls[next]!;
      const key = keyOf(c);
      if (key === undefined) continue;
      if (keys.has(key)) {
        repeats++;
        continue;
      }
      keys.add(key);
      if (keys.size === 1) first = c.at;
      last = c.at;
    }
    if (keys.size >= want || Date.now() > deadline) return { seen: keys.size, repeats, first, last };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The chat (user) id a call was made for, as a number. */
export const chatOf = (c: RecordedCall) => Number(c.params.chat_id);
/** Calls the double refused (any error answer), by method and description. */
export function refusals(tg: TelegramDouble, from = 0): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of tg.calls.slice(from)) {
    if (!c.response || c.response.ok) continue;
    const what = `${c.method}: ${c.response.error_code} ${c.response.description}`;
    out.set(what, (out.get(what) ?? 0) + 1);
  }
  return out;
}

/** The service's warnings and errors (LOG_LEVEL=warn: nothing else is logged), counted by message
 * and error; `report` writes them through `log`, a line each. */
export function serviceLogs(service: Child) {
  const counts = new Map<string, number>();
  for (const stream of [service.process.stdout, service.process.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      let key = line.slice(0, 200);
      try {
        const entry = JSON.parse(line) as { msg?: string; error?: string; err?: { message?: string } };
        key = `${entry.msg ?? ''}${(entry.error ?? entry.err?.message) ? ` (${(entry.error ?? entry.err?.message)!.slice(0, 160)})` : ''}`;
      } catch {
        // not a log line of the service's logger
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
  }
  return {
    report(log: (line: string) => void, what: string) {
      for (const [key, count] of counts) log(`  the service logged during ${what}: ${count}× ${key}`);
    },
  };
}
