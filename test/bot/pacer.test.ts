// The bot's pacing of platform calls: the bot's rate evenly spaced; one message a second per
// private chat; order kept; calls without a chat never held back; a chat's command menu at the
// bot's rate only.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ChatSlots, pacer, Slots } from '../../src/bot/pacer.js';

describe('Slots', () => {
  test('30 a second: evenly spaced 1/30 s apart, in order, so no one-second window holds more than 30', () => {
    const slots = new Slots(1000 / 30);
    const at = Array.from({ length: 61 }, () => slots.reserve(10_000));
    assert.deepEqual(
      at.slice(0, 4).map((t) => Math.round(t)),
      [10_000, 10_033, 10_067, 10_100],
    );
    for (let i = 30; i < at.length; i++) assert.ok(at[i]! - at[i - 30]! >= 1000 - 1e-6, `call ${i}`);
  });

  test('a slot passes with time: after a quiet interval the next call goes at once', () => {
    const slots = new Slots(1000 / 30);
    slots.reserve(0);
    assert.equal(Math.round(slots.reserve(0)), 33);
    assert.equal(slots.idle(50), false);
    assert.equal(slots.idle(67), true);
    assert.equal(slots.reserve(2000), 2000);
  });

  test('one a second: each call a second after the one before, whenever it was made', () => {
    const slots = new Slots(1000);
    assert.deepEqual([slots.reserve(0), slots.reserve(10), slots.reserve(20), slots.reserve(5000)], [0, 1000, 2000, 5000]);
  });
});

describe('ChatSlots', () => {
  test('one message a second per chat; chats do not wait for each other', () => {
    const chats = new ChatSlots();
    assert.deepEqual([chats.reserve(1, 0), chats.reserve(1, 0), chats.reserve(2, 0), chats.reserve(1, 100)], [0, 1000, 0, 2000]);
  });

  test('chats idle for their interval are forgotten, so 10,000 recipients do not stay in memory', () => {
    const chats = new ChatSlots();
    for (let id = 1; id <= 10_000; id++) chats.reserve(id, 0);
    assert.equal(chats.size, 10_000);
    for (let id = 1; id <= 100; id++) chats.reserve(id, 500); // still within their second: kept
    assert.equal(chats.size, 10_000);
    for (let id = 20_001; id <= 22_600; id++) chats.reserve(id, 5000);
    assert.equal(chats.size, 2600);
  });
});

describe('pacer', () => {
  test('holds a second message to the same chat for a second and group calls to the bot rate; never a call without a chat', async () => {
    let clock = 50_000;
    const sleeps: number[] = [];
    const sent: string[] = [];
    // The fake clock's sleep moves time on at once, so the test sees every wait without waiting.
    const pace = pacer(30, {
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(Math.round(ms));
        clock += ms;
      },
    });
    const prev = (async (method: string, payload: { chat_id?: number }) => {
      sent.push(`${method}:${payload?.chat_id ?? '-'}@${Math.round(clock)}`);
      return { ok: true, result: true };
    }) as unknown as Parameters<typeof pace>[0];
    await pace(prev, 'sendMessage', { chat_id: 7, text: 'a' } as never);
    await pace(prev, 'answerCallbackQuery', { callback_query_id: 'q' } as never);
    await pace(prev, 'answerCallbackQuery', { callback_query_id: 'r' } as never);
    await pace(prev, 'banChatMember', { chat_id: -100, user_id: 7 } as never);
    await pace(prev, 'sendMessage', { chat_id: 7, text: 'b' } as never);
    await pace(prev, 'sendMessage', { chat_id: 8, text: 'c' } as never);
    assert.deepEqual(sent, [
      'sendMessage:7@50000',
      'answerCallbackQuery:-@50000',
      'answerCallbackQuery:-@50000',
      'banChatMember:-100@50033',
      'sendMessage:7@51000',
      'sendMessage:8@51033',
    ]);
    assert.deepEqual(sleeps, [33, 967, 33]);
  });

  test("a chat's command menu counts against the bot's rate, not the chat's message a second", async () => {
    let clock = 0;
    const sent: string[] = [];
    const pace = pacer(30, {
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    const prev = (async (method: string) => {
      sent.push(`${method}@${Math.round(clock)}`);
      return { ok: true, result: true };
    }) as unknown as Parameters<typeof pace>[0];
    await pace(prev, 'sendMessage', { chat_id: 7, text: 'a' } as never);
    await pace(prev, 'setMyCommands', { commands: [], scope: { type: 'chat', chat_id: 7 } } as never);
    await pace(prev, 'deleteMyCommands', { scope: { type: 'chat', chat_id: 8 } } as never);
    await pace(prev, 'setMyCommands', { commands: [] } as never);
    assert.deepEqual(sent, ['sendMessage@0', 'setMyCommands@33', 'deleteMyCommands@67', 'setMyCommands@67']);
  });
});
