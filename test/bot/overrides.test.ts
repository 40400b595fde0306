// The owner's texts on two instances (SPEC §18: an override is used within 10 s on every
// instance): two sets of services over one database, each with its own pinned clock, as two
// `tollgate serve` processes would be. The instance running the bot keeps its catalogues at the
// bot's texts_version as its settings last read it; a text changed on the other instance is said
// once that read is KEY_CACHE_MS old, and a change made on the instance itself at once. Rendering
// reads nothing per message.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCatalogues } from '../../src/bot/catalogues.js';
import { createBotTexts } from '../../src/bot/overrides.js';
import { createSpeech } from '../../src/bot/speech.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { KEY_CACHE_MS } from '../../src/limits.js';
import { createServices } from '../../src/services.js';
import { call, createTestApp, expectOk, TEST_ENCRYPTION_KEY } from '../support/helper.js';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

describe('the owner’s texts reach the instance running the bot', () => {
  test('a text changed on another instance is said within KEY_CACHE_MS; one locale only; restored the same way', async () => {
    const t = await createTestApp({ now: NOW });
    try {
      // The instance running the bot: its own services and clock over the same database.
      const clock = { now: NOW };
      const runner = createServices({ db: t.app.storage.db, now: () => clock.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
      const texts = createBotTexts(runner, t.botId);
      const catalogues = createCatalogues(texts);
      const speech = createSpeech(runner, t.botId, catalogues, texts);
      const say = async (locale: 'es' | 'pt' | 'en') => (await speech.in(locale)).t('welcome-named', { name: 'Ana' });
      const shipped = { es: await say('es'), pt: await say('pt'), en: await say('en') };
      assert.equal(shipped.es, '¡Hola, Ana! Elige un plan para obtener acceso:');
      assert.equal(texts.version(), 0);

      // Changed on the API's instance.
      const text = '¡Buenas, { $name }! Elige tu plan:';
      expectOk(await call(t, 'PUT', `${t.base}/texts/es/welcome-named`, { text }), 200, 'PUT', '/texts/es/welcome-named');
      clock.now += KEY_CACHE_MS - 1;
      assert.equal(await say('es'), shipped.es, 'the version as last read: the shipped text still');
      clock.now += 1;
      assert.equal(await say('es'), '¡Buenas, Ana! Elige tu plan:');
      assert.equal(texts.version(), 1);
      // Other locales say what they shipped; en, which every locale falls back to, too.
      assert.equal(await say('pt'), shipped.pt);
      assert.equal(await say('en'), shipped.en);
      // The locale's other messages are the shipped ones.
      assert.equal((await speech.in('es')).t('welcome'), createCatalogues().render('es', 'welcome'));

      // The profile job asks for the version stored now: no wait.
      expectOk(await call(t, 'DELETE', `${t.base}/texts/es/welcome-named`), 200, 'DELETE', '/texts/es/welcome-named');
      assert.equal(await texts.latest(), 2);
      assert.equal(catalogues.render('es', 'welcome-named', { name: 'Ana' }), shipped.es);

      // A change made on the running instance's own services is seen there at once.
      await runner.texts.putText(await runner.settings.contextOf(t.botId), 'pt', 'welcome-named', 'Oi, { $name }!');
      assert.equal(await say('pt'), 'Oi, Ana!');
    } finally {
      await t.close();
    }
  });

  test('a message that includes an overridden one says the override too, in that locale', async () => {
    const t = await createTestApp({ now: NOW });
    try {
      const texts = createBotTexts(t.app.services, t.botId);
      const catalogues = createCatalogues(texts);
      expectOk(await call(t, 'PUT', `${t.base}/texts/de/flood-usage`, { text: 'Schreib /flood 5 10.' }), 200, 'PUT', '/texts/de/flood-usage');
      await texts.latest();
      assert.equal(catalogues.render('de', 'flood-refused', { reasons: 'Zu viel' }), 'Zu viel.\nSchreib /flood 5 10.');
      assert.equal(catalogues.render('fr', 'flood-refused', { reasons: 'Trop' }), createCatalogues().render('fr', 'flood-refused', { reasons: 'Trop' }));
    } finally {
      await t.close();
    }
  });
});
