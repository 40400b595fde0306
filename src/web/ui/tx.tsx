// A message with elements inside it (a command in <kbd>, a warning in <strong>, a date in <time>):
// the whole sentence is one message, so each language puts the element where its grammar wants it.
// Each element stands in the message as a variable; the text around it is the message's.
import { type ComponentChildren, Fragment } from 'preact';
import { type Args, t } from '../i18n.js';

const MARK = /\uE000(\d+)\uE001/;

export function Tx({ id, args, elements }: { id: string; args?: Args; elements: Record<string, ComponentChildren> }) {
  const names = Object.keys(elements);
  // Private-use characters no message or value contains mark where each element goes.
  const marks = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`]));
  const parts = t(id, { ...args, ...marks }).split(MARK);
  return <>{parts.map((part, i) => (i % 2 ? <Fragment key={i}>{elements[names[Number(part)]!]}</Fragment> : part))}</>;
}
