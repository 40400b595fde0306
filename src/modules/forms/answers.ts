// Checking a member's answer to one question (SPEC §15): the rule per kind, written once. Pure:
// the bot turns a refusal's reason into words for the member.
import type { QuestionRecord } from './schemas.js';

export const MAX_TEXT_ANSWER = 1000;
/** Longest address (RFC 5321's path limit less its brackets). */
const MAX_EMAIL = 254;
/** Longest number answer: far more digits than any real answer needs. */
const MAX_NUMBER = 40;
/** One @, something before it, a dotted domain after it, no spaces: what people mean by an address. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A decimal number with a point or a comma (as many people write it) and an optional sign. */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

export type AnswerRefusal = 'empty' | 'too_long' | 'email' | 'number' | 'choice';
export type Checked = { value: string } | { refused: AnswerRefusal };

/** The answer as kept ({value}), or why it is refused. */
export function checkAnswer(question: QuestionRecord, raw: string): Checked {
  const text = raw.trim();
  if (!text) return { refused: 'empty' };
  switch (question.kind) {
    case 'email':
      return text.length <= MAX_EMAIL && EMAIL.test(text) ? { value: text } : { refused: 'email' };
    case 'number': {
      if (text.length > MAX_NUMBER || !NUMBER.test(text)) return { refused: 'number' };
      // Kept as decimal text, never a float, so nothing is rounded: "+1,50" → "1.50", ".5" → "0.5".
      const plain = text.replace(',', '.').replace(/^\+/, '');
      return { value: plain.replace(/^(-?)\./, '$10.') };
    }
    case 'choice': {
      // A button's label typed by hand counts too.
      const picked = question.choices?.find((c) => c.toLowerCase() === text.toLowerCase());
      return picked === undefined ? { refused: 'choice' } : { value: picked };
    }
    default:
      return [...text].length <= MAX_TEXT_ANSWER ? { value: text } : { refused: 'too_long' };
  }
}
