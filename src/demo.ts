// `tollgate demo`: a bot with chats, a project, plans in three currencies, admins and two
// years of orders (some refunded), so that every call has something real to show.
import { randomInt } from 'node:crypto';
import type { Config } from './config.js';
import type { Services } from './services.js';
import { DAY_MS } from './time/units.js';

/** A small deterministic generator, so that a demo's history looks alike from run to run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function runDemo(services: Services, config: Config, now = Date.now()) {
  const botId = randomInt(100_000_000, 999_999_999);
  const ownerId = '1001';
  const bot = await services.botCreation.createBot({ bot_id: botId, owner_id: ownerId, bot_name: 'Demo Signals Bot', timezone: 'Europe/Berlin' });
  const context = await services.settings.contextOf(botId);

  await services.chats.addChat(context, { chat_id: -1001000000001, chat_name: 'VIP Signals', chat_type: 'supergroup' });
  await services.chats.addChat(context, { chat_id: -1001000000002, chat_name: 'VIP Announcements', chat_type: 'channel' });
  await services.chats.addChat(context, { chat_id: -4000000003, chat_name: 'Members Lounge', chat_type: 'group' });
  const project = await services.projects.createProject(context, { project_name: 'VIP bundle', chat_ids: [-1001000000001, -1001000000002] });

  const plans = [
    await services.plans.createPlan(context, {
      plan_name: 'Monthly VIP',
      plan_duration: 'P1M',
      plan_price: '19.99',
      plan_currency: 'USD',
      plan_trial: 'P3D',
      plan_project_id: project.project_id,
      options: { recurring: true },
    }),
    await services.plans.createPlan(context, {
      plan_name: 'Yearly VIP',
      plan_duration: '1 year',
      plan_price: '179.00',
      plan_currency: 'EUR',
      plan_project_id: project.project_id,
    }),
    await services.plans.createPlan(context, { plan_name: 'Lounge pass', plan_duration: '30', plan_price: '1500', plan_currency: 'JPY' }),
    await services.plans.createPlan(context, {
      plan_name: 'Lifetime',
      plan_duration: 'lifetime',
      plan_price: '499.00',
      plan_currency: 'USD',
      options: { singleuse: 1 },
    }),
  ];
  await services.admins.addAdmin(context, { admin_id: '2002', admin_level: 4 });
  await services.admins.addAdmin(context, { admin_id: '2003', admin_level: 3 });

  const random = seededRandom(botId);
  let orders = 0;
  let refunds = 0;
  for (let day = 730; day >= 0; day--) {
    const perDay = Math.floor(random() * 6) + (day < 365 ? 3 : 1);
    for (let i = 0; i < perDay; i++) {
      const plan = plans[Math.floor(random() * plans.length)]!;
      const paidAt = now - day * DAY_MS - Math.floor(random() * DAY_MS);
      if (paidAt > now) continue;
      const { order } = await services.orders.recordOrder(context, {
        plan_id: plan.plan_id,
        member_id: String(500_000 + Math.floor(random() * 5_000)),
        paid_at: new Date(paidAt).toISOString(),
        external_id: `demo-${botId}-${day}-${i}`,
      });
      orders++;
      if (random() < 0.04) {
        await services.orders.refundOrder(context, order.order_id);
        refunds++;
      }
    }
  }

  const origin = `http://${config.host}:${config.port}`;
  const base = `${origin}/v1/bot${botId}/${bot.api_key}`;
  const examples = [
    `curl '${base}/orders/count?interval_unit=month&interval_count=12'`,
    `curl -X POST '${base}/chats' -H 'Content-Type: application/json' -d '{"chat_id":-1001000000009,"chat_name":"New group","chat_type":"supergroup"}'`,
    `curl -X POST '${base}/plans' -H 'Content-Type: application/json' -d '{"plan_name":"Weekly","plan_duration":"P1W","plan_price":"4.99","plan_currency":"USD"}'`,
    `curl -X PATCH '${base}/admins/2002' -H 'Content-Type: application/json' -d '{"admin_level":5}'`,
  ];
  const dashboard = `${origin}/`;
  const summary = { bot_id: botId, api_key: bot.api_key, owner_id: ownerId, orders, refunds, dashboard, examples };
  const text = [
    `Demo bot ${botId} created with ${orders} orders over two years (${refunds} refunded), plans in USD, EUR and JPY.`,
    `api_key (shown once): ${bot.api_key}`,
    '',
    `Dashboard (with the service running: npm start): ${dashboard} — sign in with Bot ID ${botId} and the api_key.`,
    '',
    'Try (with the service running: npm start):',
    ...examples,
  ].join('\n');
  return { summary, text };
}
