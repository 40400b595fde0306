// End-to-end: the bot speaks each member's language (SPEC §18) against a real `tollgate serve`
// and the Bot API double over real sockets: /start in each shipped locale; the order of
// fallbacks (pt-br → pt, an unshipped language → the bot's default_language → en); /language's
// buttons and a choice that wins over the app's language; messages sent by durable jobs (links
// after payment, the end of access) in the member's language; and the bot's profile per language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createCatalogues } from '../../src/bot/catalogues.js';
import { menuFor } from '../../src/bot/menus.js';
import { wordsCache } from '../../src/bot/words.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../src/i18n/locales.js';
import { buttonsOf, buy, createPlan, linksFor, menu, nextCall, OWNER, sentMessage, toUser, withWorld, type BotWorld } from '../support/bot-world.js';
import { until } from '../support/until.js';

const catalogues = createCatalogues();
const words = (locale: Locale) => wordsCache(catalogues)(locale, 'UTC');

/** A word of each catalogue's welcome that no other catalogue's welcome has. */
const HELLO: Record<Locale, string> = {
  en: 'Hello',
  es: 'Hola',
  pt: 'Olá',
  ru: 'Здравствуйте',
  uk: 'Вітаю',
  de: 'Hallo',
  fr: 'Bonjour',
  it: 'Ciao',
  tr: 'Merhaba',
  id: 'Halo',
  fa: 'سلام',
  ar: 'أهلًا',
};

/** A user of the platform whose app speaks `languageCode`, who has started the bot. */
function speaker(world: BotWorld, id: number, languageCode?: string): number {
  world.tg.addUser({ id, first_name: `User${id}`, username: `user${id}`, ...(languageCode ? { language_code: languageCode } : {}) });
  world.tg.startBot(world.botId, id);
  return id;
}

const textOf = (call: { params: Record<string, unknown> }) => String(call.params.text);

async function say(world: BotWorld, userId: number, text: string) {
  const reply = nextCall(world.tg, 'sendMessage', toUser(userId));
  world.tg.sendText(world.botId, userId, text);
  return reply;
}

describe('the bot speaks the member’s language', { concurrency: true }, () => {
  test('the service’s refusals in the reader’s language: codes refused to members; a grant and a ban refused to an admin', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_name: 'VIP', plan_price: '250', plan_currency: 'XTR' });
      const spanish = speaker(world, 4301, 'es');
      assert.equal(textOf(await say(world, spanish, '/redeem NOSUCHCODE')), words('es').t('refusal-code-unknown'));
      const created = await world.api('POST', '/codes', { plan_id: planId });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { code, uses } = created.body.result[0];
      assert.equal(uses, 1);
      const first = speaker(world, 4302, 'en');
      assert.match(textOf(await say(world, first, `/redeem ${code}`)), /VIP/);
      const ukrainian = speaker(world, 4303, 'uk');
      assert.equal(textOf(await say(world, ukrainian, `/redeem ${code}`)), words('uk').t('refusal-code-used-up', { code }));
      // The owner's app speaks German: the refusals of /grant and /ban are German too.
      world.tg.addUser({ id: OWNER, first_name: 'Owner', language_code: 'de' });
      const de = words('de');
      assert.equal(textOf(await say(world, OWNER, `/grant ${ukrainian} 999999`)), de.t('refusal-plan-unknown', { plan: '999999' }));
      assert.equal(textOf(await say(world, OWNER, `/grant ${first} ${planId}`)), de.t('refusal-holds-plan', { member: String(first), plan: 'VIP' }));
      assert.equal(textOf(await say(world, OWNER, `/ban ${OWNER}`)), de.t('refusal-ban-owner', { member: String(OWNER) }));
      assert.equal(textOf(await say(world, OWNER, '/ban 777000')), de.t('refusal-not-member', { member: '777000' }));
      // The API keeps its own words.
      assert.equal((await world.api('POST', `/members/${OWNER}/ban`, {})).body.description, `${OWNER} is the bot's owner, who cannot be banned.`);
    });
  });

  test('/start in each shipped locale, by the app’s language_code; pt-br is pt; an unknown language is en', async () => {
    await withWorld(async (world) => {
      await createPlan(world, { plan_name: 'VIP', plan_price: '250', plan_currency: 'XTR' });
      const shown = await Promise.all(LOCALES.map((locale, i) => menu(world, speaker(world, 4100 + i, locale))));
      for (const [i, locale] of LOCALES.entries()) {
        const text = textOf(shown[i]!);
        assert.ok(text.includes(HELLO[locale]), `${locale}: ${text}`);
        assert.equal(text, words(locale).t('welcome-named', { name: `User${4100 + i}` }), locale);
        const others = LOCALES.filter((l) => l !== locale && !HELLO[locale].includes(HELLO[l]));
        assert.ok(
          others.every((l) => !text.includes(HELLO[l])),
          `${locale}'s welcome has another's word`,
        );
      }
      // The buy button speaks too: "VIP — 250 ⭐" in every language, isolated in right-to-left ones.
      assert.deepEqual(buttonsOf(shown[0]!)[0]!.text, 'VIP — 250 ⭐');
      assert.deepEqual(buttonsOf(shown[LOCALES.indexOf('ar')]!)[0]!.text, '\u2068VIP\u2069 — \u2068250 ⭐\u2069');

      const brazilian = textOf(await menu(world, speaker(world, 4201, 'pt-br')));
      assert.equal(brazilian, 'Olá, User4201! Escolha um plano para ter acesso:');
      const unknown = textOf(await menu(world, speaker(world, 4202, 'xx')));
      assert.equal(unknown, 'Hello, User4202! Choose a plan to get access:', 'default_language unset: en');
      const silent = textOf(await menu(world, speaker(world, 4203)));
      assert.equal(silent, 'Hello, User4203! Choose a plan to get access:', 'no language_code: en');

      // The bot's default_language speaks to members whose language it does not speak.
      assert.equal((await world.api('PATCH', '/settings', { default_language: 'de' })).status, 200);
      let next = 4210;
      const german = await until(
        async () => textOf(await menu(world, speaker(world, next++, 'xx'))),
        (text) => text.startsWith('Hallo'),
        'the default language after the change',
      );
      assert.match(german, /^Hallo, User\d+! Wähle einen Tarif, um Zugang zu bekommen:$/);
      // A shipped language still wins over the default.
      assert.equal(textOf(await menu(world, speaker(world, 4299, 'fr'))), 'Bonjour User4299 ! Choisissez une formule pour obtenir l’accès :');
    });
  });

  test('/language offers the shipped locales by their own names; the choice sticks over language_code', async () => {
    await withWorld(async (world) => {
      await createPlan(world, { plan_name: 'VIP', plan_price: '250', plan_currency: 'XTR' });
      const ana = speaker(world, 4301, 'es');
      const offered = await say(world, ana, '/language');
      assert.equal(textOf(offered), 'Elige tu idioma:');
      assert.deepEqual(
        buttonsOf(offered).map((b) => [b.text, b.callback_data]),
        LOCALES.map((l) => [LOCALE_NAMES[l], `lang:${l}`]),
      );
      assert.deepEqual(
        buttonsOf(offered).map((b) => b.text),
        ['English', 'Español', 'Português', 'Русский', 'Українська', 'Deutsch', 'Français', 'Italiano', 'Türkçe', 'Bahasa Indonesia', 'فارسی', 'العربية'],
      );

      const confirmed = nextCall(world.tg, 'sendMessage', toUser(ana));
      world.tg.pressButton(world.botId, ana, sentMessage(offered), 'lang:ru');
      assert.equal(textOf(await confirmed), 'Готово: теперь я буду говорить с вами по-русски.');
      assert.equal(textOf(await menu(world, ana)), 'Здравствуйте, User4301! Выберите тариф, чтобы получить доступ:');
      assert.equal(textOf(await say(world, ana, 'what?')), words('ru').t('not-understood'));
      // Stored on the member: a durable job's message (links after a grant) is in Russian too.
      const planId = (await world.api('GET', '/plans')).body.result[0].plan_id;
      assert.equal((await world.api('POST', '/subscriptions', { member_id: String(ana), plan_id: planId })).status, 201);
      assert.equal((await world.api('GET', `/members/${ana}`)).body.result.language_code, 'es');
      await linksFor(world, ana);
      const links = world.tg.callsOf('sendMessage', world.botId).filter((c) => toUser(ana)(c) && buttonsOf(c).some((b) => b.url));
      assert.match(textOf(links.at(-1)!), /^Готово! Нажмите, чтобы вступить \(каждая ссылка пропустит только вас\)\. Доступ до /);
    });
  });

  test('messages from durable jobs speak the member’s language: links after payment, the end of access', async () => {
    await withWorld(async (world) => {
      const planId = await createPlan(world, { plan_name: 'VIP month', plan_price: '250', plan_currency: 'XTR' });
      const greta = speaker(world, 4401, 'de-AT');
      const invoice = nextCall(world.tg, 'sendInvoice', toUser(greta));
      await buy(world, greta, planId);
      assert.equal((await invoice).params.description, 'Zugang für 1 Monat');
      await linksFor(world, greta);
      const links = world.tg.callsOf('sendMessage', world.botId).filter((c) => toUser(greta)(c) && buttonsOf(c).some((b) => b.url));
      assert.match(textOf(links.at(-1)!), /^Du bist dabei! Tippe, um beizutreten \(jeder Link lässt nur dich hinein\)\. Zugang bis \d{1,2}\. \w+\.? \d{4}\.$/);

      const member = (await world.api('GET', `/members/${greta}`)).body.result;
      const ended = nextCall(world.tg, 'sendMessage', (c) => toUser(greta)(c) && textOf(c).includes('abgelaufen'));
      assert.equal((await world.api('PATCH', `/subscriptions/${member.subscriptions[0].subscription_id}`, { expires_at: '2020-01-01T00:00:00Z' })).status, 200);
      assert.equal(textOf(await ended), 'Dein Zugang über VIP month ist abgelaufen. Sende /start, um zu verlängern.');
    });
  });

  test('the profile per language: descriptions and members’ menus for each locale, the default in default_language; an admin’s menu in theirs', async () => {
    await withWorld(async (world) => {
      const { tg, botId } = world;
      for (const locale of LOCALES) {
        const w = words(locale);
        await until(
          async () => tg.shortDescriptionOf(botId, locale),
          (text) => text === w.t('bot-short-description'),
          `${locale}'s short description`,
        );
        assert.equal(tg.descriptionOf(botId, locale), w.t('bot-description'));
        assert.deepEqual(tg.commandsOf(botId, undefined, locale), menuFor(1, w));
      }
      assert.equal(tg.descriptionOf(botId), words('en').t('bot-description'));
      assert.deepEqual(tg.commandsOf(botId), menuFor(1));
      const described = tg.callsOf('setMyDescription', botId);
      assert.deepEqual(described.map((c) => c.params.language_code ?? '').sort(), ['', ...LOCALES].sort());
      assert.ok(described.every((c) => c.response?.ok === true));
      assert.deepEqual(
        tg
          .callsOf('setMyShortDescription', botId)
          .map((c) => c.params.language_code ?? '')
          .sort(),
        ['', ...LOCALES].sort(),
      );

      // default_language moves the default (no language_code) profile.
      assert.equal((await world.api('PATCH', '/settings', { default_language: 'it' })).status, 200);
      await until(
        async () => tg.descriptionOf(botId),
        (text) => text === words('it').t('bot-description'),
        'the default description in Italian',
      );
      assert.deepEqual(tg.commandsOf(botId), menuFor(1, words('it')));

      // An admin whose app is in French gets their scoped menu in French once the bot knows it.
      const chloe = speaker(world, 4501, 'fr');
      assert.equal((await world.api('POST', '/admins', { admin_id: String(chloe), admin_level: 3 })).status, 201);
      const scope = { type: 'chat', chat_id: chloe };
      await say(world, chloe, '/start');
      await until(
        async () => tg.commandsOf(botId, scope),
        (shown) => JSON.stringify(shown) === JSON.stringify(menuFor(3, words('fr'))),
        "the French admin's menu",
      );
      // Their /language choice moves it.
      const offered = await say(world, chloe, '/language');
      world.tg.pressButton(botId, chloe, sentMessage(offered), 'lang:tr');
      await until(
        async () => tg.commandsOf(botId, scope),
        (shown) => JSON.stringify(shown) === JSON.stringify(menuFor(3, words('tr'))),
        "the admin's menu in their chosen language",
      );
      assert.equal(
        textOf(await say(world, chloe, '/help')),
        words('tr').t('help', {
          lines: menuFor(3, words('tr'))
            .map((c) => `/${c.command} — ${c.description}`)
            .join('\n'),
        }),
      );
    });
  });
});
