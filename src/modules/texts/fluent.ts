// The shipped catalogues as the owner edits them (SPEC §18): each message's value as Fluent source
// text, the variables it takes, and the checks an owner's text passes before it is stored: it
// parses as one Fluent message value (@fluent/syntax's parser, whose annotation names the problem),
// uses only the message's variables, refers to no message the catalogues lack, and fits the
// platform's limit once rendered with long values. Parsed once per process; no I/O but the read of
// the shipped .ftl files.
import {
  type Expression,
  FluentParser,
  FluentSerializer,
  type Junk,
  type Message,
  type Pattern,
  type PatternElement,
  Visitor,
  type FunctionReference,
  type MessageReference,
  type TermReference,
  type VariableReference,
  columnOffset,
  lineOffset,
} from '@fluent/syntax';
import { overrideEntry, shippedSource } from '../../bot/catalogues.js';
import { limitOf } from '../../bot/text-limits.js';
import { FALLBACK_LOCALE, LOCALES, type Locale, RTL_LOCALES } from '../../i18n/locales.js';

/** How long each variable is taken to be when a text's length is checked: the longest plan name. */
export const SAMPLE_VALUE_LENGTH = 128;
/** The functions a text may call: Fluent's built-in ones. */
const FUNCTIONS = new Set(['NUMBER', 'DATETIME']);
/** Messages referring to messages: how deep a length is followed (the catalogues go one deep). */
const MAX_DEPTH = 4;

const parser = new FluentParser({ withSpans: true });
const serializer = new FluentSerializer();

/** A message's value as the owner reads and writes it: the entry's value without `id =`. */
function valueText(message: Message): string {
  const entry = serializer.serializeEntry(message).replace(/\n$/, '');
  const value = entry.slice(entry.indexOf('=') + 1);
  if (!value.startsWith('\n')) return value.trimStart();
  return value
    .slice(1)
    .split('\n')
    .map((line) => line.replace(/^ {4}/, '').replace(/^\s+$/, ''))
    .join('\n');
}

interface Used {
  variables: Set<string>;
  messages: Set<string>;
  problems: string[];
}

class Uses extends Visitor {
  readonly used: Used = { variables: new Set(), messages: new Set(), problems: [] };
  override visitVariableReference(node: VariableReference): void {
    this.used.variables.add(node.id.name);
  }
  override visitMessageReference(node: MessageReference): void {
    if (node.attribute) this.used.problems.push(`refers to ${node.id.name}.${node.attribute.name}, an attribute; the catalogues' messages have none`);
    else this.used.messages.add(node.id.name);
  }
  override visitTermReference(node: TermReference): void {
    this.used.problems.push(`refers to the term -${node.id.name}; the catalogues have no terms`);
  }
  override visitFunctionReference(node: FunctionReference): void {
    if (!FUNCTIONS.has(node.id.name))
      this.used.problems.push(`calls ${node.id.name}(), which Fluent does not have; only NUMBER() and DATETIME() are available`);
    this.genericVisit(node);
  }
}

function usesOf(pattern: Pattern): Used {
  const visitor = new Uses();
  visitor.visit(pattern);
  return visitor.used;
}

interface ShippedMessage {
  pattern: Pattern;
  text: string;
}

let parsed: ReadonlyMap<Locale, ReadonlyMap<string, ShippedMessage>> | undefined;

function shipped(): ReadonlyMap<Locale, ReadonlyMap<string, ShippedMessage>> {
  if (!parsed) {
    const all = new Map<Locale, Map<string, ShippedMessage>>();
    for (const locale of LOCALES) {
      const messages = new Map<string, ShippedMessage>();
      for (const entry of parser.parse(shippedSource(locale)).body) {
        if (entry.type !== 'Message') continue;
        const message = entry as Message;
        if (message.value) messages.set(message.id.name, { pattern: message.value, text: valueText(message) });
      }
      all.set(locale, messages);
    }
    parsed = all;
  }
  return parsed;
}

const variablesOfEn = new Map<string, string[]>();

/** Every message id of the catalogues (en's, the reference), in the catalogue's order. */
export const messageIds = (): string[] => [...shipped().get(FALLBACK_LOCALE)!.keys()];

export const isMessageId = (id: string): boolean => shipped().get(FALLBACK_LOCALE)!.has(id);

/** The shipped text of message `id` in `locale` (every locale has every message of en's; en's
 * otherwise). */
export function shippedText(locale: Locale, id: string): string {
  return (shipped().get(locale)!.get(id) ?? shipped().get(FALLBACK_LOCALE)!.get(id)!).text;
}

/** The variables message `id` takes (en's, which every locale's has), sorted. */
export function variablesOf(id: string): string[] {
  let names = variablesOfEn.get(id);
  if (!names) {
    const message = shipped().get(FALLBACK_LOCALE)!.get(id);
    names = message ? [...usesOf(message.pattern).variables].sort() : [];
    variablesOfEn.set(id, names);
  }
  return names;
}

/** Where a parse went wrong, in the owner's text rather than in the entry built from it. */
function position(entry: string, offset: number, id: string, text: string): string {
  const line = lineOffset(entry, offset);
  if (line >= text.split('\n').length) return 'at the end of the text';
  const column = columnOffset(entry, offset) - (line === 0 ? id.length + 3 : 4);
  return `line ${line + 1}, column ${Math.max(column, 0) + 1}`;
}

/** Parses `text` as the value of message `id`: its pattern, or why it does not parse. */
function parseText(id: string, text: string): { pattern: Pattern } | { problem: string } {
  const entry = overrideEntry(id, text);
  const body = parser.parse(entry).body;
  const junk = body.find((e): e is Junk => e.type === 'Junk');
  if (junk) {
    const annotation = junk.annotations[0];
    if (!annotation) return { problem: 'does not parse as Fluent' };
    return { problem: `does not parse as Fluent: ${annotation.message} (${position(entry, annotation.span?.start ?? 0, id, text)})` };
  }
  const messages = body.filter((e): e is Message => e.type === 'Message');
  const message = messages[0];
  if (messages.length !== 1 || body.length !== 1 || !message?.value) return { problem: 'does not parse as one Fluent message value' };
  if (message.attributes.length)
    return {
      problem: `does not parse as one Fluent message value: a line starting with "." begins an attribute (.${message.attributes[0]!.id.name}); write { "." } for a dot`,
    };
  return { pattern: message.value };
}

/** The longest a pattern renders with every variable SAMPLE_VALUE_LENGTH long: every variant's
 * length is considered, isolation marks counted where the locale has them. */
function longest(pattern: Pattern, locale: Locale, textOf: (id: string) => Pattern | undefined, depth = 0): number {
  const marks = RTL_LOCALES.has(locale) ? 2 : 0;
  const ofExpression = (e: Expression | PatternElement): number => {
    switch (e.type) {
      case 'TextElement':
        return e.value.length;
      case 'Placeable':
        return ofExpression(e.expression) + (e.expression.type === 'Placeable' ? 0 : marks);
      case 'StringLiteral':
        return e.parse().value.length;
      case 'NumberLiteral':
        return e.value.length;
      case 'SelectExpression':
        return Math.max(0, ...e.variants.map((v) => longest(v.value, locale, textOf, depth)));
      case 'MessageReference': {
        const referred = depth < MAX_DEPTH ? textOf(e.id.name) : undefined;
        return referred ? longest(referred, locale, textOf, depth + 1) : SAMPLE_VALUE_LENGTH;
      }
      default:
        return SAMPLE_VALUE_LENGTH;
    }
  };
  return pattern.elements.reduce((sum, element) => sum + ofExpression(element), 0);
}

/**
 * Why `text` cannot be message `id` in `locale`, or undefined when it can. `overrideOf` gives the
 * bot's current text of another message in that locale (a text may refer to other messages, whose
 * length then counts).
 */
export function textProblem(locale: Locale, id: string, text: string, overrideOf: (id: string) => string | undefined): string | undefined {
  const parsedText = parseText(id, text);
  if ('problem' in parsedText) return parsedText.problem;
  const used = usesOf(parsedText.pattern);
  if (used.problems.length) return used.problems[0];
  const own = new Set(variablesOf(id));
  for (const referred of used.messages) {
    if (referred === id) return `refers to itself ({ ${id} })`;
    if (!isMessageId(referred)) return `refers to the message ${referred}, which the catalogues do not have`;
    // A message referred to is rendered with this message's variables.
    for (const name of variablesOf(referred)) used.variables.add(name);
  }
  const unknown = [...used.variables].filter((name) => !own.has(name)).sort();
  if (unknown.length) {
    const has = own.size ? `it has ${[...own].map((v) => `$${v}`).join(', ')}` : 'it has none';
    return `uses ${unknown.map((v) => `$${v}`).join(', ')}, which the message ${id} does not have; ${has}`;
  }
  const patternOf = (other: string): Pattern | undefined => {
    const override = overrideOf(other);
    if (override !== undefined) {
      const again = parseText(other, override);
      if ('pattern' in again) return again.pattern;
    }
    return shipped().get(locale)!.get(other)?.pattern;
  };
  const length = longest(parsedText.pattern, locale, patternOf);
  const { max, what } = limitOf(id);
  if (length > max) {
    const n = (x: number) => x.toLocaleString('en-US');
    return `would be up to ${n(length)} characters once rendered (each variable taken as ${SAMPLE_VALUE_LENGTH} characters); ${what} may have at most ${n(max)}`;
  }
  return undefined;
}
