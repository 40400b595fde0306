// The dashboard's catalogues (SPEC §18), without a browser: each parses; each has exactly en's
// messages and attributes with the same variables; each plural choice names every plural category
// of its language (Russian "few" and "many", Arabic's six); each message formats with no error; and
// the code and the catalogues agree (every id the code asks for is in en, every en message is used).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { type Entry, type Message, parse, type Pattern, type SelectExpression } from '@fluent/syntax';
import { LOCALES, type Locale, preferredLocale } from '../../src/web/i18n.js';
import { catalogue, CATALOGUES } from '../support/web-locales.js';

const WEB = join(import.meta.dirname, '..', '..', 'src', 'web');
const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/** Buttons whose accessible name says more than their text (which row's "Edit"): [text, name]. */
const NAMED_BUTTONS: [string, string][] = [
  ['subscription-change-end', 'subscription-change-end-of'],
  ['edit', 'commands-edit'],
  ['edit', 'plans-edit'],
  ['edit', 'webhooks-edit'],
  ['chats-rename', 'chats-rename-chat'],
];

/** Every node of a syntax tree under `node`, depth first. */
function* nodes(node: unknown): Generator<{ type: string } & Record<string, unknown>> {
  if (Array.isArray(node)) for (const n of node) yield* nodes(n);
  else if (node && typeof node === 'object') {
    if ('type' in node) yield node as { type: string } & Record<string, unknown>;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodes(value);
  }
}

/** The variables a pattern uses, sorted. */
const variables = (pattern: Pattern | null): string[] =>
  [...new Set([...nodes(pattern)].filter((n) => n.type === 'VariableReference').map((n) => (n.id as { name: string }).name))].sort();

interface Shape {
  /** Per part ('' for the value, else the attribute's name): its variables. */
  parts: Map<string, string[]>;
  selects: SelectExpression[];
}

function shapes(locale: Locale): { messages: Map<string, Shape>; junk: Entry[] } {
  const resource = parse(catalogue(locale), { withSpans: true });
  const messages = new Map<string, Shape>();
  for (const entry of resource.body) {
    if (entry.type !== 'Message') continue;
    const m = entry as Message;
    assert.equal(messages.has(m.id.name), false, `${locale}: ${m.id.name} twice`);
    const parts = new Map<string, string[]>();
    if (m.value) parts.set('', variables(m.value));
    for (const a of m.attributes) parts.set(a.id.name, variables(a.value));
    messages.set(m.id.name, { parts, selects: [...nodes(m)].filter((n) => n.type === 'SelectExpression') as unknown as SelectExpression[] });
  }
  return { messages, junk: resource.body.filter((e) => e.type === 'Junk') };
}

const en = shapes('en').messages;

/** Every file of the dashboard's source (not the catalogues). */
function sources(dir = WEB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? (d.name === 'locales' ? [] : sources(join(dir, d.name))) : /\.tsx?$/.test(d.name) ? [readFileSync(join(dir, d.name), 'utf8')] : [],
  );
}

describe('the dashboard’s catalogues', () => {
  test('there is one for each shipped locale, and no other', () => {
    const files = readdirSync(CATALOGUES)
      .filter((f) => f.endsWith('.ftl'))
      .map((f) => f.slice(0, -4))
      .sort();
    assert.deepEqual(files, [...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    test(`${locale}: parses, and has exactly en's messages with the same variables`, () => {
      const { messages, junk } = shapes(locale);
      assert.deepEqual(
        junk.map((j) => (j as unknown as { content: string }).content.slice(0, 120)),
        [],
        `${locale}: text that is not Fluent`,
      );
      assert.deepEqual(
        [...messages.keys()].filter((id) => !en.has(id)),
        [],
        `${locale}: messages en does not have`,
      );
      assert.deepEqual(
        [...en.keys()].filter((id) => !messages.has(id)),
        [],
        `${locale}: messages missing`,
      );
      for (const [id, shape] of en) {
        const mine = messages.get(id)!;
        assert.deepEqual([...mine.parts.keys()].sort(), [...shape.parts.keys()].sort(), `${locale}: ${id}'s attributes`);
        for (const [part, vars] of shape.parts) assert.deepEqual(mine.parts.get(part), vars, `${locale}: ${id}${part && `.${part}`}'s variables`);
      }
    });

    test(`${locale}: each plural choice names every plural category of the language`, () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [id, shape] of shapes(locale).messages) {
        for (const select of shape.selects) {
          const keys = select.variants.map((v) => (v.key.type === 'Identifier' ? v.key.name : v.key.value));
          if (!keys.every((k) => PLURAL_KEYS.has(k))) continue; // a choice of words ($unit, $secret), not a number
          assert.deepEqual(
            categories.filter((c) => !keys.includes(c)),
            [],
            `${locale}: ${id} lacks plural forms (has ${keys.join(', ')})`,
          );
        }
      }
    });

    test(`${locale}: a button's words are inside its accessible name (WCAG 2.5.3, axe's label-content-name-mismatch)`, () => {
      const bundle = new FluentBundle(locale, { useIsolating: false });
      bundle.addResource(new FluentResource(catalogue(locale)));
      const text = (id: string) => bundle.formatPattern(bundle.getMessage(id)!.value!, { id: '12', name: 'faq' }).toLocaleLowerCase(locale);
      for (const [shown, named] of NAMED_BUTTONS) assert.ok(text(named).includes(text(shown)), `${locale}: "${text(shown)}" is not in "${text(named)}"`);
    });

    test(`${locale}: every message formats without an error`, () => {
      const bundle = new FluentBundle(locale, { useIsolating: false });
      assert.deepEqual(bundle.addResource(new FluentResource(catalogue(locale))), []);
      for (const [id, shape] of en) {
        const message = bundle.getMessage(id)!;
        // Each variable as a number and as a word: every variant of every choice is reached.
        for (const value of [1, 2, 5, 0, 'running']) {
          const args = Object.fromEntries([...shape.parts.values()].flat().map((v) => [v, value]));
          for (const [part, pattern] of [['', message.value], ...Object.entries(message.attributes)] as const) {
            if (!pattern) continue;
            const errors: Error[] = [];
            const text = bundle.formatPattern(pattern, args, errors);
            assert.deepEqual(errors, [], `${locale}: ${id}${part && `.${part}`}`);
            assert.ok(text.trim(), `${locale}: ${id}${part && `.${part}`} is empty`);
          }
        }
      }
    });
  }

  test('every message the code names is in en, and every en message is named by the code', () => {
    const code = sources().join('\n');
    const asked = new Set([...code.matchAll(/\bt\(\s*'([a-z0-9-]+)(?:\.[a-z0-9-]+)?'/g), ...code.matchAll(/<Tx\s+id="([a-z0-9-]+)"/g)].map((m) => m[1]!));
    assert.deepEqual(
      [...asked].filter((id) => !en.has(id)),
      [],
      'asked for, not in en.ftl',
    );
    // Ids held in tables (screen titles, event types, levels) are quoted strings of their own.
    const quoted = new Set([...code.matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)+|[a-z]+)'/g)].map((m) => m[1]!));
    assert.deepEqual(
      [...en.keys()].filter((id) => !asked.has(id) && !quoted.has(id)),
      [],
      'in en.ftl, never used',
    );
  });

  test('the locale is the one picked, else the browser’s first shipped language by its primary subtag, else en', () => {
    assert.equal(preferredLocale(['pt-BR', 'en-US']), 'pt');
    assert.equal(preferredLocale(['nl-NL', 'de-AT', 'fr']), 'de');
    assert.equal(preferredLocale(['ja', 'zh-CN']), 'en');
    assert.equal(preferredLocale([]), 'en');
    assert.equal(preferredLocale(['es-MX'], 'ar'), 'ar');
    assert.equal(preferredLocale(['es-MX'], 'xx'), 'es', 'a pick we do not ship is ignored');
    assert.equal(preferredLocale(['FA-ir']), 'fa');
  });
});
