// The catalogues (SPEC §18): every shipped locale parses as Fluent with no junk, has exactly en's
// messages, each with exactly en's variables; every message id the bot's code names is in en; the
// texts the platform limits stay within its limits; and a message missing at run time falls back
// to en, never to its id. Parsed with @fluent/syntax, a parser independent of the runtime's.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { type Message, parse, type VariableReference, Visitor } from '@fluent/syntax';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { createCatalogues } from '../../src/bot/catalogues.js';
import { COMMANDS } from '../../src/bot/texts.js';
import { wordsCache } from '../../src/bot/words.js';
import { LOCALE_NAMES, LOCALES } from '../../src/i18n/locales.js';
import { REFUSAL_TEXT } from '../../src/modules/offers/service.js';

const DIR = new URL('../../src/bot/locales/', import.meta.url);
const SOURCES = new URL('../../src/bot/', import.meta.url);

class Variables extends Visitor {
  readonly names = new Set<string>();
  override visitVariableReference(node: VariableReference): void {
    this.names.add(node.id.name);
  }
}

/** A catalogue's messages, each with the variables it uses; fails on anything that does not parse. */
function catalogue(locale: string): Map<string, string[]> {
  const resource = parse(readFileSync(new URL(`${locale}.ftl`, DIR), 'utf8'), { withSpans: true });
  const junk = resource.body.filter((entry) => entry.type === 'Junk');
  assert.deepEqual(
    junk.map((j) => ('annotations' in j ? (j.annotations as { message: string }[]).map((a) => a.message) : j)),
    [],
    `${locale}.ftl has entries that do not parse`,
  );
  const messages = new Map<string, string[]>();
  for (const entry of resource.body) {
    if (entry.type !== 'Message') continue;
    const message = entry as Message;
    assert.ok(!messages.has(message.id.name), `${locale}.ftl defines ${message.id.name} twice`);
    assert.ok(message.value, `${locale}.ftl: ${message.id.name} has no value`);
    const visitor = new Variables();
    visitor.visit(message);
    messages.set(message.id.name, [...visitor.names].sort());
  }
  return messages;
}

describe('the bot’s catalogues', () => {
  const en = catalogue('en');

  test('exactly the shipped locales have a catalogue', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.ftl'))
      .map((f) => f.slice(0, -4))
      .sort();
    assert.deepEqual(files, [...LOCALES].sort());
    assert.deepEqual(Object.keys(LOCALE_NAMES).sort(), [...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    test(`${locale}: every message of en, no other, with en’s variables`, () => {
      const mine = catalogue(locale);
      assert.deepEqual(
        [...en.keys()].filter((id) => !mine.has(id)),
        [],
        `${locale}.ftl lacks messages of en`,
      );
      assert.deepEqual(
        [...mine.keys()].filter((id) => !en.has(id)),
        [],
        `${locale}.ftl has messages en does not`,
      );
      const differing = [...en]
        .filter(([id, vars]) => JSON.stringify(mine.get(id)) !== JSON.stringify(vars))
        .map(([id, vars]) => ({ id, en: vars, [locale]: mine.get(id) }));
      assert.deepEqual(differing, [], `${locale}.ftl uses other variables than en`);
    });
  }

  test('the runtime reads the same messages and variables as the parser', () => {
    const catalogues = createCatalogues();
    assert.deepEqual(catalogues.ids().sort(), [...en.keys()].sort());
    for (const [id, vars] of en) assert.deepEqual(catalogues.variables(id), vars, id);
  });

  test('every message id the bot’s code names is a message of en', () => {
    const named = new Set<string>();
    for (const file of readdirSync(SOURCES).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, SOURCES), 'utf8');
      // Literal ids given to words.t(…) (including both arms of a conditional inside the call).
      for (const call of source.matchAll(/\bt\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
        for (const literal of call[1]!.matchAll(/'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/g)) named.add(literal[1]!);
      }
    }
    // Ids the code builds from a closed set.
    for (const c of COMMANDS) named.add(`command-${c.command}`);
    for (const reason of Object.keys(REFUSAL_TEXT)) named.add(`refusal-${reason}`);
    for (const refusal of ['empty', 'too-long', 'email', 'number', 'choice', 'not-text']) named.add(`form-refused-${refusal}`);
    for (const file of ['members', 'backup']) named.add(`file-too-big-${file}`).add(`file-caption-${file}`);
    for (const status of ['paid', 'refunded']) named.add(`order-status-${status}`);
    for (const duration of ['once', 'forever']) named.add(`coupon-duration-${duration}`);
    for (const cause of ['rights', 'absent', 'missing', 'other']) named.add(`alert-invite-${cause}`);
    for (const id of ['invoice-description', 'invoice-description-life']) named.add(`${id}-coupon`);
    assert.ok(named.size > 100, `found only ${named.size} ids: the scan is broken`);
    assert.deepEqual(
      [...named].filter((id) => !en.has(id)),
      [],
    );
  });

  test('every refusal the services name (AppError.saying) is a message of en with the variables they give', () => {
    const MODULES = new URL('../../src/modules/', import.meta.url);
    const named: { id: string; vars: string[] }[] = [];
    for (const file of readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, MODULES), 'utf8');
      for (const call of source.matchAll(/\.saying\(\s*'([a-z0-9-]+)'(?:,\s*\{([^}]*)\})?(,\s*[^\s)][^)]*)?,?\s*\)/g)) {
        const keys = (call[2] ?? '')
          .split(',')
          .map((part) => part.split(':')[0]!.trim())
          .filter(Boolean);
        named.push({ id: call[1]!, vars: [...keys, ...(call[3] ? ['date'] : [])].sort() });
      }
    }
    assert.ok(named.length >= 12, `found only ${named.length} refusals: the scan is broken`);
    assert.deepEqual(
      named.filter(({ id, vars }) => JSON.stringify(en.get(id)) !== JSON.stringify(vars)),
      [],
      'a refusal names a message en lacks, or gives it other variables',
    );
  });

  test('what the platform limits stays within its limits, in every language', () => {
    const catalogues = createCatalogues();
    for (const locale of LOCALES) {
      const say = (id: string) => catalogues.render(locale, id);
      assert.ok(say('bot-description').length <= 512, `${locale}: bot-description`);
      assert.ok(say('bot-short-description').length <= 120, `${locale}: bot-short-description`);
      for (const c of COMMANDS) {
        const description = say(`command-${c.command}`);
        assert.ok(description.length >= 3 && description.length <= 256, `${locale}: command-${c.command}`);
      }
      assert.ok(say('coupon-placeholder').length <= 64, `${locale}: coupon-placeholder`);
      for (const id of ['coupon-button', 'card-button', 'skip-button']) assert.ok(say(id).length <= 40, `${locale}: ${id}`);
      // The longest admin help fits one message.
      assert.ok(say('flood-usage').length < 1000, `${locale}: flood-usage`);
    }
  });

  test('a message missing at run time falls back to en, never to its id', () => {
    // A locale whose override layer lacks a message and whose shipped bundle is empty.
    const empty = new FluentBundle('de', { useIsolating: false });
    empty.addResource(new FluentResource('welcome = Hallo aus der Schicht!\n'));
    const catalogues = createCatalogues({ bundle: (locale) => (locale === 'de' ? empty : undefined) });
    assert.equal(catalogues.render('de', 'welcome'), 'Hallo aus der Schicht!', 'the override layer comes first');
    assert.equal(catalogues.render('de', 'nothing-to-sell'), 'Hier gibt es gerade nichts zu kaufen.', 'then the shipped message');
    // A message that does not format in a locale (a variable missing) is en's, formatted.
    const broken = new FluentBundle('es', { useIsolating: false });
    broken.addResource(new FluentResource('ended = { $nope }\n'));
    const fallback = createCatalogues({ bundle: (locale) => (locale === 'es' ? broken : undefined) });
    assert.equal(fallback.render('es', 'ended', { plan: 'VIP' }), 'Tu acceso con VIP ha terminado. Envía /start para renovarlo.');
    assert.throws(() => createCatalogues().render('en', 'no-such-message'), /no message no-such-message/);
  });

  test('plurals follow each locale’s rules (CLDR)', () => {
    const words = wordsCache(createCatalogues());
    const ru = words('ru', 'UTC');
    assert.deepEqual(
      [1, 2, 5, 21, 22, 25, 11].map((n) => ru.length(`P${n}M`)),
      ['1 месяц', '2 месяца', '5 месяцев', '21 месяц', '22 месяца', '25 месяцев', '11 месяцев'],
    );
    assert.deepEqual(
      [1, 3, 7].map((n) => ru.t('stats-today', { revenue: ru.amount('250', 'XTR'), sales: n })),
      ['Сегодня: 250 ⭐ (1 продажа)', 'Сегодня: 250 ⭐ (3 продажи)', 'Сегодня: 250 ⭐ (7 продаж)'],
    );
    const uk = words('uk', 'UTC');
    assert.deepEqual(
      [1, 2, 5].map((n) => uk.length(`P${n}D`)),
      ['1 день', '2 дні', '5 днів'],
    );
    const ar = words('ar', 'UTC');
    assert.deepEqual(
      [1, 2, 3, 11, 100].map((n) => ar.length(`P${n}M`)),
      // Numbers are placeables: isolated (FSI … PDI) in a right-to-left locale.
      ['شهر واحد', 'شهرين', '\u20683\u2069 أشهر', '\u206811\u2069 شهرًا', '\u2068100\u2069 شهر'],
    );
    const en = words('en', 'UTC');
    assert.deepEqual([en.length('P1M'), en.length('P1Y6M'), en.duration(60), en.duration(600)], ['1 month', '1 year 6 months', '1 minute', '10 minutes']);
  });

  test('days and amounts in ar and fa read right to left, with names and numbers isolated', () => {
    const words = wordsCache(createCatalogues());
    const ar = words('ar', 'Asia/Riyadh');
    const day = Date.UTC(2026, 11, 23, 22, 30); // 24 Dec in Riyadh (UTC+3)
    assert.equal(ar.day(day), '24 ديسمبر 2026');
    assert.equal(ar.amount('1234.5', 'USD'), '1234.50 USD');
    assert.equal(ar.amount('250', 'XTR'), '250 ⭐');
    assert.equal(ar.amount('12345.5', 'EUR'), '12,345.50 EUR');
    // FSI … PDI around every placeable: a Latin plan name keeps its place in the Arabic sentence.
    assert.equal(
      ar.t('expiring', { plan: 'VIP month', ends: ar.day(day) }),
      'ينتهي وصولك عبر \u2068VIP month\u2069 في \u206824 ديسمبر 2026\u2069. أرسل \u2068/start\u2069 للتجديد.',
    );
    const fa = words('fa', 'Asia/Tehran');
    assert.equal(fa.amount('9.99', 'USD'), '۹٫۹۹ USD');
    assert.match(fa.day(day), /۱۴۰۵/); // the Solar Hijri calendar, in Persian digits
    // Left-to-right locales carry no marks: codes and links copy clean.
    const de = words('de', 'Europe/Berlin');
    assert.equal(de.t('coupon-applied', { code: 'TENOFF', off: de.percent(0.1, 0) }), 'Gutschein TENOFF angenommen: 10\u00a0% Rabatt. Wähle einen Tarif:');
    assert.equal(de.amount('1234.5', 'EUR'), '1234,50 EUR');
  });
});
