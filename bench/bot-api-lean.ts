// A lean Bot API double for the `bots` scenario: thousands of bots, each token its own bot (the id
// is the token's number), every call answered at once except getUpdates, which is held for its
// `timeout` unless an update is queued for that bot. It keeps only what the scenario reads: the
// setWebhook calls per bot (token, URL, secret, time), the sendMessage calls per chat (time), the
// getUpdates requests per bot and open, and the calls by method. The tests' double
// (test/doubles/telegram.ts) models users, chats and rights; this one models nothing, so 10,000
// bots cost it little. It runs in the runner process, on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookSet {
  token: string;
  url: string;
  secret: string;
  /** Date.now() at arrival. */
  at: number;
}

interface HeldPoll {
  res: ServerResponse;
  offset: number;
  timer: NodeJS.Timeout;
}

export interface LeanDouble {
  url: string;
  /** Every setWebhook, in order of arrival, by bot id. */
  webhooks: Map<number, WebhookSet[]>;
  /** deleteWebhook arrivals by bot id (Date.now()). */
  deletedWebhooks: Map<number, number[]>;
  /** sendMessage arrivals by chat_id (Date.now()). */
  replies: Map<number, number[]>;
  /** getUpdates requests so far, by bot id. */
  polls: Map<number, number>;
  /** getUpdates requests open (held) now. */
  held(): number;
  /** Calls by method. */
  methods: Map<string, number>;
  /** Calls so far (any method), and answered with an error (an unparsable request). */
  calls(): number;
  /** Queues an update for a polling bot: a held getUpdates of that bot is answered at once. */
  push(botId: number, update: { update_id: number } & Record<string, unknown>): void;
  close(): Promise<void>;
}

const MAX_HOLD_S = 50;

export async function startLeanDouble(): Promise<LeanDouble> {
  const webhooks = new Map<number, WebhookSet[]>();
  const deletedWebhooks = new Map<number, number[]>();
  const replies = new Map<number, number[]>();
  const polls = new Map<number, number>();
  const methods = new Map<string, number>();
  const queues = new Map<number, ({ update_id: number } & Record<string, unknown>)[]>();
  const holding = new Map<number, HeldPoll>();
  let calls = 0;
  let messageId = 0;

  const answer = (res: ServerResponse, result: unknown, status = 200) => {
    const body = status === 200 ? JSON.stringify({ ok: true, result }) : JSON.stringify({ ok: false, error_code: status, description: String(result) });
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
  };

  /** Updates at or after `offset`; those before it are confirmed and dropped. */
  const pending = (botId: number, offset: number) => {
    const queue = queues.get(botId);
    if (!queue) return [];
    while (queue.length && queue[0]!.update_id < offset) queue.shift();
    return queue.slice(0, 100);
  };

  const release = (botId: number) => {
    const poll = holding.get(botId);
    if (!poll) return;
    const updates = pending(botId, poll.offset);
    if (!updates.length) return;
    holding.delete(botId);
    clearTimeout(poll.timer);
    answer(poll.res, updates);
  };

  function handle(botId: number, token: string, method: string, params: Record<string, unknown>, res: ServerResponse) {
    const now = Date.now();
    switch (method) {
      case 'getme':
        return answer(res, { id: botId, is_bot: true, first_name: 'Bench', username: `bench${botId}_bot`, can_join_groups: true });
      case 'setwebhook': {
        const list = webhooks.get(botId) ?? [];
        list.push({ token, url: String(params.url ?? ''), secret: String(params.secret_token ?? ''), at: now });
        webhooks.set(botId, list);
        return answer(res, true);
      }
      case 'deletewebhook': {
        const list = deletedWebhooks.get(botId) ?? [];
        list.push(now);
        deletedWebhooks.set(botId, list);
        return answer(res, true);
      }
      case 'sendmessage': {
        const chatId = Number(params.chat_id);
        const list = replies.get(chatId) ?? [];
        list.push(now);
        replies.set(chatId, list);
        return answer(res, {
          message_id: ++messageId,
          date: Math.floor(now / 1000),
          chat: { id: chatId, type: chatId > 0 ? 'private' : 'supergroup' },
          from: { id: botId, is_bot: true, first_name: 'Bench' },
          text: typeof params.text === 'string' ? params.text : '',
        });
      }
      case 'getupdates': {
        polls.set(botId, (polls.get(botId) ?? 0) + 1);
        const offset = Number(params.offset ?? 0) || 0;
        const updates = pending(botId, offset);
        const timeout = Math.min(MAX_HOLD_S, Math.max(0, Number(params.timeout ?? 0) || 0));
        if (updates.length || timeout === 0) return answer(res, updates);
        // One poll per bot at a time (Telegram answers a second one with 409; here it replaces).
        const before = holding.get(botId);
        if (before) {
          clearTimeout(before.timer);
          answer(before.res, []);
        }
        const poll: HeldPoll = {
          res,
          offset,
          timer: setTimeout(() => {
            if (holding.get(botId) === poll) holding.delete(botId);
            answer(res, []);
          }, timeout * 1000),
        };
        holding.set(botId, poll);
        res.once('close', () => {
          if (holding.get(botId) !== poll) return;
          holding.delete(botId);
          clearTimeout(poll.timer);
        });
        return;
      }
      default:
        // setMyCommands, deleteMyCommands, setMyDescription, setMyShortDescription, …
        return answer(res, true);
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls++;
    const m = /^\/bot(\d+)(:[^/]+)?\/([A-Za-z]+)/.exec(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!m) return answer(res, 'Not Found', 404);
      const botId = Number(m[1]);
      const token = `${m[1]}${decodeURIComponent(m[2] ?? '')}`;
      const method = m[3]!.toLowerCase();
      methods.set(m[3]!, (methods.get(m[3]!) ?? 0) + 1);
      let params: Record<string, unknown> = {};
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        const type = String(req.headers['content-type'] ?? '');
        if (text && type.includes('json')) params = JSON.parse(text) as Record<string, unknown>;
        else if (text) params = Object.fromEntries(new URLSearchParams(text));
        const query = (req.url ?? '').indexOf('?');
        if (query >= 0) params = { ...Object.fromEntries(new URLSearchParams((req.url ?? '').slice(query + 1))), ...params };
      } catch {
        return answer(res, 'Bad Request: can not parse the request', 400);
      }
      handle(botId, token, method, params, res);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    webhooks,
    deletedWebhooks,
    replies,
    polls,
    methods,
    held: () => holding.size,
    calls: () => calls,
    push(botId, update) {
      const queue = queues.get(botId) ?? [];
      queue.push(update);
      queues.set(botId, queue);
      release(botId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const poll of holding.values()) {
          clearTimeout(poll.timer);
          poll.res.destroy();
        }
        holding.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
