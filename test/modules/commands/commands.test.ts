// Custom commands through HTTP (SPEC §15): PUT makes (201) or replaces (200) a whole command, GET
// lists them by name, DELETE removes one (404 when absent); names, texts and languages are checked
// (every built-in name refused) and a refusal changes nothing; PUT and DELETE need level 4, GET 3;
// each change is an event naming who made it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BUILT_IN_COMMANDS } from '../../../src/modules/commands/names.js';
import { COMMANDS } from '../../../src/bot/texts.js';
import { contents } from '../../fuzz/harness.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';
const LATER = '2026-11-21T12:05:00.000Z';

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const put = (t: TestApp, name: string, body: unknown, base = t.base) => call(t, 'PUT', `${base}/commands/${name}`, body);

/** A key of `level` for this bot: the base of its paths. */
async function baseAtLevel(t: TestApp, level: number): Promise<string> {
  const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level }), 201, 'POST', '/keys');
  return `/v1/bot${t.botId}/${key.api_key}`;
}

describe('custom commands', () => {
  test('PUT makes a command (201) with its defaults, replaces it whole (200), GET lists them by name, DELETE removes one', async () => {
    await withApp(async (t) => {
      const made = expectOk(await put(t, 'faq', { text: 'Questions? Write to @support.' }), 201, 'PUT', '/commands/faq');
      assert.deepEqual(made, {
        name: 'faq',
        text: 'Questions? Write to @support.',
        description: null,
        visible: true,
        translations: {},
        created_at: NOW,
        updated_at: NOW,
      });
      const rules = expectOk(
        await put(t, 'rules', {
          text: 'Be kind.\nNo spam.',
          description: 'House rules',
          visible: false,
          translations: { es: 'Sé amable.', pt: 'Seja gentil.' },
        }),
        201,
        'PUT',
        '/commands/rules',
      );
      assert.deepEqual(rules, {
        name: 'rules',
        text: 'Be kind.\nNo spam.',
        description: 'House rules',
        visible: false,
        translations: { es: 'Sé amable.', pt: 'Seja gentil.' },
        created_at: NOW,
        updated_at: NOW,
      });

      t.clock.now = Date.parse(LATER);
      // Replaced whole: what the body leaves out takes its default again.
      const replaced = expectOk(await put(t, 'rules', { text: 'Be kind.', translations: { de: 'Sei nett.' } }), 200, 'PUT', '/commands/rules');
      assert.deepEqual(replaced, {
        name: 'rules',
        text: 'Be kind.',
        description: null,
        visible: true,
        translations: { de: 'Sei nett.' },
        created_at: NOW,
        updated_at: LATER,
      });
      const listed = await call(t, 'GET', `${t.base}/commands`);
      assert.deepEqual(expectOk(listed, 200, 'GET', '/commands'), [made, replaced]);
      assert.equal(listed.body.next_cursor, undefined);

      assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/commands/faq`), 200, 'DELETE', '/commands/faq'), made);
      assert.deepEqual(expectOk(await call(t, 'GET', `${t.base}/commands`), 200, 'GET', '/commands'), [replaced]);
      const gone = expectError(await call(t, 'DELETE', `${t.base}/commands/faq`), 404, 'not_found', 'DELETE', '/commands/faq');
      assert.equal(gone.description, '/faq is not a command of this bot.');
      const odd = expectError(await call(t, 'DELETE', `${t.base}/commands/No%20Such`), 404, 'not_found', 'DELETE', '/commands/No%20Such');
      assert.equal(odd.description, 'That is not a command of this bot: names are 1 to 32 of a–z, 0–9 and _.');

      // Each change is an event with the record and who made it.
      const events = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').filter((e: { type: string }) =>
        e.type.startsWith('command.'),
      );
      assert.deepEqual(
        events.map((e: { type: string; data: { name: string }; actor: { type: string } }) => [e.type, e.data.name, e.actor.type]),
        [
          ['command.changed', 'faq', 'key'],
          ['command.changed', 'rules', 'key'],
          ['command.changed', 'rules', 'key'],
          ['command.deleted', 'faq', 'key'],
        ],
      );
      assert.deepEqual(events[3].data, made);
    });
  });

  test('every built-in command’s name, a bad name, bad texts and bad languages are 422s that change nothing', async () => {
    await withApp(async (t) => {
      expectOk(await put(t, 'faq', { text: 'Ask away.' }), 201, 'PUT', '/commands/faq');
      const before = await contents(t);
      // Every command the bot has of its own is a built-in name.
      for (const { command } of COMMANDS) assert.ok(BUILT_IN_COMMANDS.has(command), `/${command} is not refused as a custom name`);
      for (const name of BUILT_IN_COMMANDS) {
        const fields = expectInvalid(await put(t, name, { text: 'Mine now.' }), 'PUT', `/commands/${name}`, ['name']);
        assert.equal(fields.name, `is /${name}, a command of the bot itself; choose another name`);
      }
      const long = 'x'.repeat(4097);
      const cases: [string, unknown, string[]][] = [
        ['FAQ', { text: 'x' }, ['name']],
        ['f-a-q', { text: 'x' }, ['name']],
        ['a'.repeat(33), { text: 'x' }, ['name']],
        ['faq', { text: long }, ['text']],
        ['faq', { text: '' }, ['text']],
        ['faq', { text: '   \n ' }, ['text']],
        ['faq', {}, ['text']],
        ['faq', { text: 'x', description: 'd'.repeat(257) }, ['description']],
        ['faq', { text: 'x', visible: 'yes' }, ['visible']],
        ['faq', { text: 'x', translations: { es: long } }, ['translations.es']],
        ['faq', { text: 'x', translations: { xx: 'y' } }, ['translations.xx']],
        ['faq', { text: 'x', translations: { 'es-MX': 'y' } }, ['translations.es-MX']],
        ['faq', { text: 'x', translations: { ES: 'y' } }, ['translations.ES']],
        ['faq', { text: 'x', emoji: '🙂' }, ['emoji']],
      ];
      for (const [name, body, fields] of cases) expectInvalid(await put(t, name, body), 'PUT', `/commands/${name}`, fields);
      const messages = expectInvalid(await put(t, 'faq', { text: 'x', translations: { 'es-MX': 'y', xx: 'z' } }), 'PUT', '/commands/faq', [
        'translations.es-MX',
        'translations.xx',
      ]);
      assert.deepEqual(messages, {
        'translations.es-MX': "must be a language without a region, such as es: members are matched by their app's language, whatever its region",
        'translations.xx': 'must be a language code of two or three lower-case letters (ISO 639), such as es or pt',
      });
      const text = expectInvalid(await put(t, 'faq', { text: long }), 'PUT', '/commands/faq', ['text']);
      assert.match(String(text.text), /^must be text of 1 to 4096 characters with something besides spaces; got "x{10,}\.\.\.$/);
      const name = expectInvalid(await put(t, 'FAQ', { text: 'x' }), 'PUT', '/commands/FAQ', ['name']);
      assert.equal(name.name, 'must be 1 to 32 characters of a–z, 0–9 and _ (lower case), such as faq; got "FAQ"');
      assert.deepEqual(await contents(t), before);
    });
  });

  test('the longest text, description and name are taken; three-letter languages too', async () => {
    await withApp(async (t) => {
      const name = `a${'_'.repeat(30)}9`;
      const body = { text: 'é'.repeat(4096), description: 'd'.repeat(256), translations: { fil: 'Kumusta', es: 'ñ'.repeat(4096) } };
      const made = expectOk(await put(t, name, body), 201, 'PUT', `/commands/${name}`);
      assert.deepEqual(made, { name, ...body, visible: true, created_at: NOW, updated_at: NOW });
    });
  });

  test('PUT and DELETE need level 4, GET level 3; below, a 403 that changes nothing', async () => {
    await withApp(async (t) => {
      const three = await baseAtLevel(t, 3);
      const four = await baseAtLevel(t, 4);
      const before = await contents(t);
      delete before.api_keys;
      const refused = expectError(await put(t, 'faq', { text: 'x' }, three), 403, 'forbidden', 'PUT', '/commands/faq');
      assert.equal(refused.description, 'To change custom commands needs admin level 4 or more; this key is level 3.');
      expectError(await call(t, 'DELETE', `${three}/commands/faq`), 403, 'forbidden', 'DELETE', '/commands/faq');
      const after = await contents(t);
      delete after.api_keys;
      assert.deepEqual(after, before);
      assert.deepEqual(expectOk(await call(t, 'GET', `${three}/commands`), 200, 'GET', '/commands'), []);
      const two = await baseAtLevel(t, 2);
      expectError(await call(t, 'GET', `${two}/commands`), 403, 'forbidden', 'GET', '/commands');

      const made = expectOk(await put(t, 'faq', { text: 'x' }, four), 201, 'PUT', '/commands/faq');
      assert.deepEqual(expectOk(await call(t, 'GET', `${three}/commands`), 200, 'GET', '/commands'), [made]);
      expectOk(await call(t, 'DELETE', `${four}/commands/faq`), 200, 'DELETE', '/commands/faq');
    });
  });

  test('at most 100 commands, 80 of them in the menu; another bot’s commands are its own', async () => {
    await withApp(async (t) => {
      for (let i = 0; i < 80; i++) expectOk(await put(t, `c${i}`, { text: `answer ${i}` }), 201, 'PUT', `/commands/c${i}`);
      const menu = expectInvalid(await put(t, 'c80', { text: 'x' }), 'PUT', '/commands/c80', ['visible']);
      assert.equal(menu.visible, 'cannot be true: 80 commands are in the menu already (the most it shows); hide or delete one first');
      // Replacing a listed one is not an 81st.
      expectOk(await put(t, 'c0', { text: 'again' }), 200, 'PUT', '/commands/c0');
      for (let i = 80; i < 100; i++) expectOk(await put(t, `c${i}`, { text: 'x', visible: false }), 201, 'PUT', `/commands/c${i}`);
      const full = expectInvalid(await put(t, 'c100', { text: 'x', visible: false }), 'PUT', '/commands/c100', ['name']);
      assert.equal(full.name, 'would be command 101; a bot has at most 100: delete one first');
      expectOk(await put(t, 'c99', { text: 'y', visible: false }), 200, 'PUT', '/commands/c99');
      assert.equal(expectOk(await call(t, 'GET', `${t.base}/commands`), 200, 'GET', '/commands').length, 100);

      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      const otherBase = `/v1/bot${t.botId + 1}/${other.api_key}`;
      assert.deepEqual(expectOk(await call(t, 'GET', `${otherBase}/commands`), 200, 'GET', '/commands'), []);
      expectError(await call(t, 'DELETE', `${otherBase}/commands/c0`), 404, 'not_found', 'DELETE', '/commands/c0');
    });
  });
});
