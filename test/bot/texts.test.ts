// End-to-end: the owner's words (SPEC §18) against real `tollgate serve` processes and the Bot API
// double: a text changed through the API of a second instance (the first runs the bot) is what a
// member reading that locale sees, and a member reading another locale is unaffected; DELETE
// brings the shipped text back; the bot's profile follows an override of its descriptions and
// command descriptions; a plan's description and translation show in /start.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCatalogues } from '../../src/bot/catalogues.js';
import { menuFor } from '../../src/bot/menus.js';
import { wordsCache } from '../../src/bot/words.js';
import type { Locale } from '../../src/i18n/locales.js';
import { buttonsOf, createPlan, menu, withWorld, type BotWorld } from '../support/bot-world.js';
import { until } from '../support/until.js';

const words = (locale: Locale) => wordsCache(createCatalogues())(locale, 'UTC');

function speaker(world: BotWorld, id: number, languageCode: string): number {
  world.tg.addUser({ id, first_name: `User${id}`, username: `user${id}`, language_code: languageCode });
  world.tg.startBot(world.botId, id);
  return id;
}

const textOf = (call: { params: Record<string, unknown> }) => String(call.params.text);

describe('the owner’s words in the bot', { concurrency: true }, () => {
  test('an override made on another instance is what members of that locale read; others are unaffected; DELETE restores', async () => {
    await withWorld(async (world) => {
      await createPlan(world, { plan_name: 'VIP', plan_price: '250', plan_currency: 'XTR' });
      const ana = speaker(world, 4601, 'es');
      const joao = speaker(world, 4602, 'pt');
      assert.equal(textOf(await menu(world, ana)), '¡Hola, User4601! Elige un plan para obtener acceso:');
      const shippedPt = textOf(await menu(world, joao));

      // The second instance serves the API; the first keeps running the bot.
      const other = await world.startInstance();
      const put = await world.api('PUT', '/texts/es/welcome-named', { text: '¡Buenas, { $name }!\nElige tu plan:' }, other);
      assert.equal(put.status, 200, JSON.stringify(put.body));
      const changed = await until(
        async () => textOf(await menu(world, ana)),
        (text) => text.startsWith('¡Buenas'),
        'the override on the instance running the bot',
      );
      assert.equal(changed, '¡Buenas, User4601!\nElige tu plan:');
      assert.equal(textOf(await menu(world, joao)), shippedPt, 'Portuguese is not overridden');

      assert.equal((await world.api('DELETE', '/texts/es/welcome-named', undefined, other)).status, 200);
      await until(
        async () => textOf(await menu(world, ana)),
        (text) => text === '¡Hola, User4601! Elige un plan para obtener acceso:',
        'the shipped text again',
      );
    });
  });

  test('the profile follows: an override of the description and a command’s description is set in that language only', async () => {
    await withWorld(async (world) => {
      const { tg, botId } = world;
      await until(
        async () => tg.descriptionOf(botId, 'de'),
        (text) => text === words('de').t('bot-description'),
        'the shipped German description',
      );
      assert.equal((await world.api('PUT', '/texts/de/bot-description', { text: 'Unser Club: Signale jeden Tag.' })).status, 200);
      assert.equal((await world.api('PUT', '/texts/es/command-start', { text: 'Planes y tu acceso VIP' })).status, 200);
      await until(
        async () => tg.descriptionOf(botId, 'de'),
        (text) => text === 'Unser Club: Signale jeden Tag.',
        'the overridden German description',
      );
      await until(
        async () => tg.commandsOf(botId, undefined, 'es')?.[0]?.description,
        (text) => text === 'Planes y tu acceso VIP',
        'the overridden Spanish /start description',
      );
      assert.deepEqual(tg.commandsOf(botId, undefined, 'es')?.slice(1), menuFor(1, words('es')).slice(1));
      assert.equal(tg.descriptionOf(botId, 'fr'), words('fr').t('bot-description'));
      assert.equal(tg.descriptionOf(botId), words('en').t('bot-description'));
      assert.deepEqual(tg.commandsOf(botId, undefined, 'de'), menuFor(1, words('de')));
    });
  });

  test('/start shows a plan’s description under the welcome, and its name and description in the member’s language', async () => {
    await withWorld(async (world) => {
      await createPlan(world, {
        plan_name: 'VIP month',
        plan_price: '250',
        plan_currency: 'XTR',
        plan_description: 'Daily signals and a weekly call.',
        translations: { es: { plan_name: 'VIP mensual', plan_description: 'Señales diarias y una llamada semanal.' }, de: { plan_name: 'VIP Monat' } },
      });
      await createPlan(world, { plan_name: 'Basic', plan_price: '100', plan_currency: 'XTR' });
      const en = await menu(world, speaker(world, 4701, 'en'));
      assert.equal(textOf(en), 'Hello, User4701! Choose a plan to get access:\n\nVIP month — 250 ⭐\nDaily signals and a weekly call.');
      const es = await menu(world, speaker(world, 4702, 'es'));
      assert.equal(textOf(es), '¡Hola, User4702! Elige un plan para obtener acceso:\n\nVIP mensual — 250 ⭐\nSeñales diarias y una llamada semanal.');
      assert.deepEqual(
        buttonsOf(es).map((b) => b.text),
        ['VIP mensual — 250 ⭐', 'Basic — 100 ⭐'],
      );
      // A translation of the name only: the plan's own description.
      const de = await menu(world, speaker(world, 4703, 'de'));
      assert.equal(textOf(de), `${words('de').t('welcome-named', { name: 'User4703' })}\n\nVIP Monat — 250 ⭐\nDaily signals and a weekly call.`);
    });
  });
});
