// The owner's words through HTTP (SPEC §18): GET /texts?locale= lists every message of that
// locale's catalogue with its shipped text, override and variables; PUT overrides one (200), DELETE
// restores the shipped text (idempotent); a text that does not parse, uses a variable the message
// lacks or passes the platform's limit is a 422 naming the problem, a locale not shipped a 422, an
// unknown message a 404, and none of them changes anything; GET needs level 3, PUT and DELETE 4;
// each change is an event with who made it and bumps the bot's texts_version.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCatalogues } from '../../../src/bot/catalogues.js';
import { LOCALES } from '../../../src/i18n/locales.js';
import { contents } from '../../fuzz/harness.js';
import { call, createTestApp, expectError, expectInvalid, expectOk, type TestApp } from '../../support/helper.js';

const NOW = '2026-11-21T12:00:00.000Z';

async function withApp(body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ now: NOW });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const put = (t: TestApp, locale: string, id: string, body: unknown, base = t.base) => call(t, 'PUT', `${base}/texts/${locale}/${id}`, body);
const list = async (t: TestApp, locale: string, base = t.base) => expectOk(await call(t, 'GET', `${base}/texts?locale=${locale}`), 200, 'GET', '/texts');

async function baseAtLevel(t: TestApp, level: number): Promise<string> {
  const key = expectOk(await call(t, 'POST', `${t.base}/keys`, { admin_level: level }), 201, 'POST', '/keys');
  return `/v1/bot${t.botId}/${key.api_key}`;
}

const version = async (t: TestApp) => t.app.services.texts.versionOf(t.botId);

describe('the owner’s words', () => {
  test('GET lists every message of the locale, not paged; PUT overrides one; DELETE restores it, idempotently', async () => {
    await withApp(async (t) => {
      const catalogues = createCatalogues();
      for (const locale of LOCALES) {
        const res = await call(t, 'GET', `${t.base}/texts?locale=${locale}`);
        const texts = expectOk(res, 200, 'GET', '/texts');
        assert.equal(res.body.next_cursor, undefined);
        assert.deepEqual(
          texts.map((x: { message_id: string }) => x.message_id),
          catalogues.ids(),
          locale,
        );
        for (const text of texts) {
          assert.deepEqual(Object.keys(text), ['message_id', 'shipped', 'override', 'variables']);
          assert.equal(text.override, null);
          assert.deepEqual(text.variables, catalogues.variables(text.message_id));
        }
      }
      const es = await list(t, 'es');
      const welcome = es.find((x: { message_id: string }) => x.message_id === 'welcome-named');
      assert.deepEqual(welcome, {
        message_id: 'welcome-named',
        shipped: '¡Hola, { $name }! Elige un plan para obtener acceso:',
        override: null,
        variables: ['name'],
      });
      const years = (await list(t, 'en')).find((x: { message_id: string }) => x.message_id === 'length-years');
      assert.deepEqual(years, {
        message_id: 'length-years',
        shipped: '{ $n ->\n    [one] { $n } year\n   *[other] { $n } years\n}',
        override: null,
        variables: ['n'],
      });
      assert.equal(await version(t), 0);

      const changed = expectOk(await put(t, 'es', 'welcome-named', { text: '¡Buenas, { $name }!\nElige tu plan:' }), 200, 'PUT', '/texts/es/welcome-named');
      assert.deepEqual(changed, { ...welcome, override: '¡Buenas, { $name }!\nElige tu plan:' });
      // A shipped text given back as an override parses as it is listed (multi-line selectors too).
      expectOk(await put(t, 'en', 'length-years', { text: years.shipped }), 200, 'PUT', '/texts/en/length-years');
      assert.equal(await version(t), 2);
      assert.deepEqual(
        (await list(t, 'es')).find((x: { message_id: string }) => x.message_id === 'welcome-named'),
        changed,
      );
      // Another locale's message is its own.
      assert.equal((await list(t, 'pt')).find((x: { message_id: string }) => x.message_id === 'welcome-named').override, null);

      const restored = expectOk(await call(t, 'DELETE', `${t.base}/texts/es/welcome-named`), 200, 'DELETE', '/texts/es/welcome-named');
      assert.deepEqual(restored, welcome);
      assert.equal(await version(t), 3);
      // Idempotent: nothing to restore answers the same and changes nothing.
      assert.deepEqual(expectOk(await call(t, 'DELETE', `${t.base}/texts/es/welcome-named`), 200, 'DELETE', '/texts/es/welcome-named'), welcome);
      assert.equal(await version(t), 3);

      const events = expectOk(await call(t, 'GET', `${t.base}/events?limit=100`), 200, 'GET', '/events').filter((e: { type: string }) =>
        e.type.startsWith('text.'),
      );
      assert.deepEqual(
        events.map((e: { type: string; data: { locale: string; message_id: string }; actor: { type: string } }) => [
          e.type,
          e.data.locale,
          e.data.message_id,
          e.actor.type,
        ]),
        [
          ['text.changed', 'es', 'welcome-named', 'key'],
          ['text.changed', 'en', 'length-years', 'key'],
          ['text.deleted', 'es', 'welcome-named', 'key'],
        ],
      );
      assert.deepEqual(events[0].data, { locale: 'es', ...changed });
      // text.deleted carries the override as it was.
      assert.deepEqual(events[2].data, { locale: 'es', ...changed });
    });
  });

  test('bad texts, a locale not shipped and an unknown message are refused, naming the problem, and change nothing', async () => {
    await withApp(async (t) => {
      expectOk(await put(t, 'es', 'welcome', { text: '¡Hola!' }), 200, 'PUT', '/texts/es/welcome');
      const before = await contents(t);
      const refused = async (locale: string, id: string, body: unknown, fields: string[]) =>
        expectInvalid(await put(t, locale, id, body), 'PUT', `/texts/${locale}/${id}`, fields);
      const problem = async (id: string, text: string, locale = 'es') => String((await refused(locale, id, { text }, ['text'])).text);

      assert.equal(await problem('welcome-named', 'Hola { $name'), 'does not parse as Fluent: Expected token: "}" (at the end of the text)');
      assert.equal(await problem('welcome-named', 'Hola {\n$name }}'), 'does not parse as Fluent: Unbalanced closing brace in TextElement. (line 2, column 8)');
      assert.equal(await problem('welcome', ' '), 'does not parse as Fluent: Expected message "welcome" to have a value or attributes (line 1, column 1)');
      assert.equal(await problem('welcome', 'Hola\n[uno]'), 'does not parse as Fluent: Expected an entry start (line 2, column 1)');
      assert.equal(
        await problem('welcome', 'Hola\n.uno = dos'),
        'does not parse as one Fluent message value: a line starting with "." begins an attribute (.uno); write { "." } for a dot',
      );
      assert.equal(await problem('welcome-named', 'Hola { $nombre }'), 'uses $nombre, which the message welcome-named does not have; it has $name');
      assert.equal(await problem('welcome', 'Hola { $name }'), 'uses $name, which the message welcome does not have; it has none');
      assert.equal(await problem('welcome', 'Hola { -marca }'), 'refers to the term -marca; the catalogues have no terms');
      assert.equal(await problem('welcome', 'Hola { otro }'), 'refers to the message otro, which the catalogues do not have');
      assert.equal(await problem('welcome', 'Hola { welcome }'), 'refers to itself ({ welcome })');
      assert.equal(await problem('welcome', 'Hola { UPPER("x") }'), 'calls UPPER(), which Fluent does not have; only NUMBER() and DATETIME() are available');
      // A message including another is rendered with its variables: flood-usage has none, so this fits.
      expectOk(await put(t, 'es', 'flood-refused', { text: '{ $reasons }: { flood-usage }' }), 200, 'PUT', '/texts/es/flood-refused');
      expectOk(await call(t, 'DELETE', `${t.base}/texts/es/flood-refused`), 200, 'DELETE', '/texts/es/flood-refused');

      // The platform's limits once rendered, each variable 128 characters long.
      assert.equal(
        await problem('welcome', 'x'.repeat(4097)),
        'would be up to 4,097 characters once rendered (each variable taken as 128 characters); a message may have at most 4,096',
      );
      assert.equal(
        await problem('welcome-named', `${'x'.repeat(3969)}{ $name }`),
        'would be up to 4,097 characters once rendered (each variable taken as 128 characters); a message may have at most 4,096',
      );
      // Every variant counts: the longest one decides.
      assert.match(await problem('length-years', `{ $n ->\n  [one] a\n *[other] ${'x'.repeat(4097)}\n}`), /^would be up to 4,097 characters/);
      assert.equal(
        await problem('bot-description', 'd'.repeat(513)),
        'would be up to 513 characters once rendered (each variable taken as 128 characters); the bot’s description may have at most 512',
      );
      assert.match(await problem('bot-short-description', 'd'.repeat(121)), /the bot’s short description may have at most 120$/);
      assert.match(await problem('command-start', 'd'.repeat(257)), /a command’s description may have at most 256$/);
      assert.match(await problem('coupon-placeholder', 'd'.repeat(65)), /an input field’s placeholder may have at most 64$/);
      // Right to left, each placeable carries two isolation marks.
      assert.match(await problem('welcome-named', `${'x'.repeat(3967)}{ $name }`, 'ar'), /^would be up to 4,097 characters/);
      expectOk(await put(t, 'en', 'welcome-named', { text: `${'x'.repeat(3968)}{ $name }` }), 200, 'PUT', '/texts/en/welcome-named');
      expectOk(await call(t, 'DELETE', `${t.base}/texts/en/welcome-named`), 200, 'DELETE', '/texts/en/welcome-named');
      const after = await contents(t);
      // Only the events of the two accepted changes and their undoing differ.
      delete before.events;
      delete after.events;
      delete before.bots;
      delete after.bots;
      delete before.bot_jobs;
      delete after.bot_jobs;
      delete before.id_counters;
      delete after.id_counters;
      assert.deepEqual(after, before);

      const body = await contents(t);
      // The request's shape: a body without text, an empty or too long one, unknown fields.
      await refused('es', 'welcome', {}, ['text']);
      await refused('es', 'welcome', { text: '' }, ['text']);
      await refused('es', 'welcome', { text: 'x'.repeat(8193) }, ['text']);
      await refused('es', 'welcome', { text: 'x', locale: 'es' }, ['locale']);
      const locale = await refused('xx', 'welcome', { text: 'x' }, ['locale']);
      assert.equal(locale.locale, 'must be a language the bot speaks: one of en, es, pt, ru, uk, de, fr, it, tr, id, fa, ar; got "xx"');
      expectInvalid(await call(t, 'DELETE', `${t.base}/texts/pt-BR/welcome`), 'DELETE', '/texts/pt-BR/welcome', ['locale']);
      expectInvalid(await call(t, 'GET', `${t.base}/texts?locale=xx`), 'GET', '/texts', ['locale']);
      assert.equal(expectInvalid(await call(t, 'GET', `${t.base}/texts`), 'GET', '/texts', ['locale']).locale, 'is required');
      const missing = expectError(await put(t, 'es', 'no-such-message', { text: 'x' }), 404, 'not_found', 'PUT', '/texts/es/no-such-message');
      assert.equal(missing.description, 'no-such-message is not a message of the bot’s catalogues; GET /texts lists them.');
      expectError(await call(t, 'DELETE', `${t.base}/texts/es/no-such-message`), 404, 'not_found', 'DELETE', '/texts/es/no-such-message');
      assert.deepEqual(await contents(t), body);
    });
  });

  test('GET needs level 3, PUT and DELETE level 4; below, a 403 that changes nothing', async () => {
    await withApp(async (t) => {
      const two = await baseAtLevel(t, 2);
      const three = await baseAtLevel(t, 3);
      const four = await baseAtLevel(t, 4);
      const before = await contents(t);
      delete before.api_keys;
      expectError(await call(t, 'GET', `${two}/texts?locale=en`), 403, 'forbidden', 'GET', '/texts');
      assert.equal((await list(t, 'en', three)).length, createCatalogues().ids().length);
      const refused = expectError(await put(t, 'en', 'welcome', { text: 'Hi!' }, three), 403, 'forbidden', 'PUT', '/texts/en/welcome');
      assert.equal(refused.description, 'To change the bot’s texts needs admin level 4 or more; this key is level 3.');
      expectError(await call(t, 'DELETE', `${three}/texts/en/welcome`), 403, 'forbidden', 'DELETE', '/texts/en/welcome');
      const after = await contents(t);
      delete after.api_keys;
      assert.deepEqual(after, before);
      expectOk(await put(t, 'en', 'welcome', { text: 'Hi!' }, four), 200, 'PUT', '/texts/en/welcome');
      assert.equal((await list(t, 'en', three)).find((x: { message_id: string }) => x.message_id === 'welcome').override, 'Hi!');
      expectOk(await call(t, 'DELETE', `${four}/texts/en/welcome`), 200, 'DELETE', '/texts/en/welcome');
      // Another bot's texts are its own.
      const other = await t.app.services.botCreation.createBot({ bot_id: t.botId + 1, owner_id: '2001' });
      expectOk(await put(t, 'en', 'welcome', { text: 'Mine' }), 200, 'PUT', '/texts/en/welcome');
      const otherBase = `/v1/bot${t.botId + 1}/${other.api_key}`;
      assert.equal((await list(t, 'en', otherBase)).find((x: { message_id: string }) => x.message_id === 'welcome').override, null);
    });
  });
});
