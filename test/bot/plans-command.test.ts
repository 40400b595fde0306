// /plans in the bot (SPEC §14: seeing plans is level 3), against a real `tollgate serve` and the
// Bot API double: a level-3 admin gets every plan with its price, length and live subscriptions,
// archived ones last and marked; a level-2 admin and a member get the usual refusal, and no plan.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPlan, linksFor, nextCall, toUser, withWorld, type BotWorld } from '../support/bot-world.js';

const NOT_ADMIN = 'This command is for the bot’s admins.';

async function say(world: BotWorld, userId: number, text: string): Promise<string> {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return String((await reply).params.text);
}

describe('/plans in the bot', () => {
  test('level 3 sees every plan with price, length and live subscriptions; level 2 and members are refused', async () => {
    await withWorld(async (world) => {
      const analyst = world.user(6003);
      const helper = world.user(6002);
      const member = world.user(6101);
      const another = world.user(6102);
      for (const [id, level] of [
        [analyst, 3],
        [helper, 2],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      assert.equal(await say(world, analyst, '/plans'), 'There are no plans yet. Create one in the dashboard or with POST /plans.');

      const monthly = await createPlan(world, { plan_name: 'VIP', plan_duration: 'P1M', plan_price: '250', plan_currency: 'XTR' });
      const old = await createPlan(world, { plan_name: 'Old VIP', plan_duration: 'P1Y6M', plan_price: '9.99', plan_currency: 'USD' });
      const life = await createPlan(world, { plan_name: 'Lifetime', plan_duration: 'lifetime', plan_price: '5000', plan_currency: 'XTR' });
      // Members other than the admins hold it, so the links they are sent are not the admins' replies.
      for (const id of [member, another]) {
        assert.equal((await world.api('POST', '/subscriptions', { member_id: String(id), plan_id: monthly })).status, 201);
      }
      await linksFor(world, member);
      assert.equal((await world.api('DELETE', `/plans/${old}`)).status, 200);

      assert.equal(
        await say(world, analyst, '/plans'),
        [
          'Plans:',
          `#${monthly} VIP — 250 ⭐, 1 month — 2 live`,
          `#${life} Lifetime — 5000 ⭐, for life — 0 live`,
          `#${old} Old VIP — 9.99 USD, 1 year 6 months — 0 live (archived)`,
        ].join('\n'),
      );
      assert.match(await say(world, analyst, '/help'), /\n\/plans — The plans: price, length, live subscriptions\n/);
      assert.equal(await say(world, helper, '/plans'), NOT_ADMIN);
      assert.doesNotMatch(await say(world, helper, '/help'), /plans/);
      assert.equal(await say(world, member, '/plans'), NOT_ADMIN);
    });
  });
});
