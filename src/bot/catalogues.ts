// The bot's words (SPEC §18): one Fluent catalogue per shipped locale (locales/<locale>.ftl, copied
// into dist by the build), parsed once per process into a FluentBundle per locale, and rendered
// with an override layer first (the owner's texts, when that door exists), then the locale's
// shipped message, then en's: a message missing anywhere falls back to en, never to its id.
// No grammY here: durable jobs render without an update, from the member's stored locale.
import { readFileSync } from 'node:fs';
import { FluentBundle, FluentResource, type FluentVariable, type Message } from '@fluent/bundle';
import { FALLBACK_LOCALE, LOCALES, type Locale, RTL_LOCALES } from '../i18n/locales.js';

export type Args = Record<string, FluentVariable>;

type Pattern = NonNullable<Message['value']>;
type PatternElement = Exclude<Pattern, string>[number];

/** Where the .ftl files are: beside this module, in src/ (tsx) as in dist/ (the build copies them). */
const LOCALES_DIR = new URL('./locales/', import.meta.url);

/** The owner's texts over the shipped ones: a bundle of overrides per locale, if any. */
export interface OverrideLayer {
  bundle(locale: Locale): FluentBundle | undefined;
}

/**
 * A bundle for `locale`. Isolation marks (FSI/PDI around each placeable) only for right-to-left
 * locales, where a Latin name, code or number inside Arabic or Persian would otherwise reorder the
 * sentence around it; in left-to-right ones they would ride along in every copied code, link and
 * id and change nothing a reader sees.
 */
export function newBundle(locale: Locale): FluentBundle {
  return new FluentBundle(locale, { useIsolating: RTL_LOCALES.has(locale) });
}

const sources = new Map<Locale, string>();

/** A shipped catalogue's .ftl source, read once per process. */
export function shippedSource(locale: Locale): string {
  let source = sources.get(locale);
  if (source === undefined) {
    source = readFileSync(new URL(`${locale}.ftl`, LOCALES_DIR), 'utf8');
    sources.set(locale, source);
  }
  return source;
}

/** The Fluent entry of message `id` whose value is `text` as the owner writes it (SPEC §18): the
 * value's first line after `id =`, every further line indented, so plain multi-line text reads as
 * it was typed. The texts API checks this entry parses before storing it; the bot builds its
 * override bundles from the same entries. */
export function overrideEntry(id: string, text: string): string {
  const [first = '', ...rest] = text.replace(/\r\n?/g, '\n').split('\n');
  return `${id} = ${first}\n${rest.map((line) => (line.trim() === '' ? '\n' : `    ${line}\n`)).join('')}`;
}

let shipped: ReadonlyMap<Locale, FluentBundle> | undefined;

/** The shipped bundles, parsed at the first call and kept for the process. */
export function shippedBundles(): ReadonlyMap<Locale, FluentBundle> {
  if (!shipped) {
    const bundles = new Map<Locale, FluentBundle>();
    for (const locale of LOCALES) {
      const bundle = newBundle(locale);
      const errors = bundle.addResource(new FluentResource(shippedSource(locale)));
      if (errors.length) throw new Error(`src/bot/locales/${locale}.ftl: ${errors.map((e) => e.message).join('; ')}`);
      bundles.set(locale, bundle);
    }
    shipped = bundles;
  }
  return shipped;
}

/** The variables a pattern uses, selectors and nested variants included. */
export function variablesOf(pattern: Pattern | null, into = new Set<string>()): Set<string> {
  if (pattern === null || typeof pattern === 'string') return into;
  const visit = (element: PatternElement | { type: string; [k: string]: unknown }): void => {
    if (typeof element === 'string') return;
    const e = element as { type: string; name?: string; selector?: PatternElement; variants?: { value: Pattern }[]; args?: PatternElement[] };
    if (e.type === 'var' && e.name) into.add(e.name);
    if (e.selector) visit(e.selector);
    for (const v of e.variants ?? []) variablesOf(v.value, into);
    for (const a of e.args ?? []) visit(a);
  };
  for (const element of pattern) visit(element);
  return into;
}

export interface Catalogues {
  /** Message `id` in `locale` with `args`: the override, the locale's message, else en's. */
  render(locale: Locale, id: string, args?: Args): string;
  /** Every message id of en (the reference catalogue). */
  ids(): string[];
  /** The variables en's message `id` takes. */
  variables(id: string): string[];
}

export function createCatalogues(overrides?: OverrideLayer): Catalogues {
  const bundles = shippedBundles();
  const en = bundles.get(FALLBACK_LOCALE)!;

  function formatted(bundle: FluentBundle | undefined, id: string, args: Args | undefined): string | undefined {
    const message = bundle?.getMessage(id);
    if (!message?.value) return undefined;
    const errors: Error[] = [];
    const text = bundle!.formatPattern(message.value, args, errors);
    return errors.length ? undefined : text;
  }

  return {
    render(locale, id, args) {
      const text =
        formatted(overrides?.bundle(locale), id, args) ??
        formatted(bundles.get(locale), id, args) ??
        (locale === FALLBACK_LOCALE ? undefined : (formatted(overrides?.bundle(FALLBACK_LOCALE), id, args) ?? formatted(en, id, args)));
      if (text !== undefined) return text;
      // en's own message with what could be filled in; an id en lacks is a bug the catalogue test catches.
      const message = en.getMessage(id);
      if (!message?.value) throw new Error(`the bot has no message ${id} (src/bot/locales/en.ftl)`);
      return en.formatPattern(message.value, args);
    },
    ids: () => [...en._messages.keys()],
    variables: (id) => [...variablesOf(en.getMessage(id)?.value ?? null)].sort(),
  };
}
