// The preview of an owner's text (SPEC §18): the Fluent text rendered in its locale as the bot
// would, with a sample for each variable: a number where the text chooses by it (plurals), else
// the variable's name in corner brackets, so the reader sees where each value will go. The API
// checks the text again on save; this only shows what it will look like.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { Locale } from '../i18n.js';

export type Preview = { ok: true; text: string } | { ok: false; problem: 'empty' | 'syntax' } | { ok: false; problem: 'variable'; name: string };

/** A sample value for each variable: 2 where a selector chooses by it, else ⟨name⟩. */
function samples(source: string, variables: string[]): Record<string, FluentVariable> {
  return Object.fromEntries(variables.map((name) => [name, new RegExp(`\\{\\s*\\$${name}\\s*->`).test(source) ? 2 : `⟨${name}⟩`]));
}

export function previewOf(locale: Locale, text: string, variables: string[]): Preview {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  // A message's value: its lines after the first indented, as the catalogues hold them. Text
  // that does not parse leaves no message.
  const bundle = new FluentBundle(locale, { useIsolating: false });
  bundle.addResource(new FluentResource(`preview = ${text.replace(/\n/g, '\n    ')}\n`));
  const message = bundle.getMessage('preview');
  if (!message?.value) return { ok: false, problem: 'syntax' };
  const problems: Error[] = [];
  const rendered = bundle.formatPattern(message.value, samples(text, variables), problems);
  // A variable the message does not have is the owner's mistake; a reference to another message
  // of the catalogues is shown as written (the bot fills it in).
  const unknown = problems.map((p) => /^Unknown variable: \$(.+)$/.exec(p.message)?.[1]).find(Boolean);
  return unknown ? { ok: false, problem: 'variable', name: unknown } : { ok: true, text: rendered };
}
