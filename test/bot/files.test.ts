// /export and /backup in the bot (SPEC §16), against a real `tollgate serve` and the Bot API
// double: a level-5 admin gets the members file as a document in private (the same file as GET
// /exports/members, hostile names and all); /backup needs level 6 and sends the NDJSON backup;
// below the level nothing is sent; /help lists each command only from its level.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Message } from '@grammyjs/types';
import { csvObjects } from '../support/csv.js';
import { createPlan, nextCall, OWNER, toUser, withWorld } from '../support/bot-world.js';

const HOSTILE = '=cmd|\' /C calc\'!A0, "quoted"\nnext line 🦄 שלום';

describe('files from the bot', () => {
  test('/export sends the members CSV at level 5; /backup the NDJSON at level 6; lower levels get nothing', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, {});
      const exporter = world.user(5005);
      const backer = world.user(5006);
      const member = world.user(5101, HOSTILE);
      for (const [id, level] of [
        [exporter, 5],
        [backer, 6],
      ] as const) {
        assert.equal((await world.api('POST', '/admins', { admin_id: String(id), admin_level: level })).status, 201);
      }
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(member), plan_id: planId })).status, 201);
      const say = async (userId: number, text: string) => {
        const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
        world.tg.sendText(world.botId, userId, text);
        return String((await reply).params.text);
      };
      // The member writes to the bot, so their name (as the platform shows it) is recorded.
      await say(member, '/start');

      assert.match(await say(exporter, '/help'), /\/export — The members as a spreadsheet file \(CSV\)/);
      assert.doesNotMatch(await say(exporter, '/help'), /\/backup/);
      assert.match(await say(backer, '/help'), /\/export — .*\n\/coupons — .*\n\/backup — A backup of the bot as a file/);

      const sent = nextCall(world.tg, 'sendDocument', toUser(exporter));
      assert.equal(await say(exporter, '/export'), 'Preparing the members file; it arrives here in a moment.');
      const call = await sent;
      assert.ok(call.response?.ok, JSON.stringify(call.response));
      const message = (call.response as { result: Message }).result;
      const document = message.document!;
      assert.equal(message.chat.id, exporter);
      assert.match(document.file_name!, new RegExp(`^tollgate-bot${world.botId}-members-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      assert.equal(document.mime_type, 'text/csv');
      assert.equal(message.caption, 'Your members, as CSV: opens in any spreadsheet.');
      const bytes = world.tg.document(document.file_id)!.bytes;
      assert.equal(document.file_size, bytes.length);
      const text = bytes.toString('utf8');
      assert.ok(text.startsWith('\uFEFF'));
      const rows = csvObjects(text.slice(1));
      const row = rows.find((r) => r.member_id === String(member))!;
      assert.deepEqual([row.first_name, row.has_access, row.plans], [`'${HOSTILE}`, 'true', 'VIP']);
      // Byte for byte the API's file (both read the same data).
      const api = await fetch(`${world.server.url}/v1/bot${world.botId}/${world.apiKey}/exports/members`);
      assert.deepEqual(Buffer.from(await api.arrayBuffer()), bytes);

      // /backup: refused at level 5, a document at 6.
      assert.equal(await say(exporter, '/backup'), 'This command is for the bot’s admins.');
      const backup = nextCall(world.tg, 'sendDocument', toUser(backer));
      assert.equal(await say(backer, '/backup'), 'Preparing the backup; it arrives here in a moment.');
      const backupMessage = ((await backup).response as { result: Message }).result;
      assert.match(backupMessage.document!.file_name!, new RegExp(`^tollgate-bot${world.botId}-\\d{4}-\\d{2}-\\d{2}\\.ndjson$`));
      const lines = world.tg
        .document(backupMessage.document!.file_id)!
        .bytes.toString('utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.deepEqual([lines[0].kind, lines[0].bot_id], ['tollgate.backup', world.botId]);
      assert.deepEqual(lines.at(-1), { kind: 'end', rows: lines.length - 2 });
      assert.ok(lines.some((l) => l.kind === 'member' && l.data.member_id === String(member) && l.data.first_name === HOSTILE));
      // No secret travels: not the bot's token, not the key.
      const raw = JSON.stringify(lines);
      assert.equal(raw.includes(world.token), false);
      assert.equal(raw.includes(world.apiKey), false);

      // Only the two asked for were sent, each to whoever asked; the owner got none.
      assert.deepEqual(
        world.tg.callsOf('sendDocument', world.botId).map((c) => Number(c.params.chat_id)),
        [exporter, backer],
      );
      assert.equal(
        world.tg.callsOf('sendDocument', world.botId).some((c) => Number(c.params.chat_id) === OWNER),
        false,
      );
    });
  });
});
