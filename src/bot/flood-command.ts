// /flood <messages> <seconds> [mute <minutes>], /flood off, bare /flood (SPEC §16): the words
// become PUT /flood's body and are checked by its schema, so the bot and the API refuse alike.
import { PutFloodBody, type PutFloodInput } from '../modules/flood/schemas.js';
import { compileCheck } from '../schema/check.js';

const checkFlood = compileCheck(PutFloodBody);
const NUMBER = /^\d{1,6}$/;

/** `refused`: why not, in the schema's words ("minutes" for the mute's range, which the bot words
 * itself); empty when the words are not the command's at all (the usage is said). */
export type FloodCommand = 'show' | 'off' | { input: PutFloodInput } | { refused: string[] };

export function parseFloodCommand(match: string): FloodCommand {
  const words = match.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return 'show';
  if (words.length === 1 && words[0] === 'off') return 'off';
  const [messages, seconds, mute, minutes, ...rest] = words;
  const muting = mute !== undefined;
  if (
    !messages ||
    !seconds ||
    !NUMBER.test(messages) ||
    !NUMBER.test(seconds) ||
    rest.length ||
    (muting && (mute !== 'mute' || !minutes || !NUMBER.test(minutes)))
  ) {
    return { refused: [] };
  }
  const body = {
    messages: Number(messages),
    seconds: Number(seconds),
    action: muting ? 'mute' : 'delete',
    ...(muting ? { mute_seconds: Number(minutes) * 60 } : {}),
  };
  const checked = checkFlood(body);
  if (checked.ok) return { input: checked.value };
  // The schema speaks of mute_seconds; the command of minutes.
  return { refused: checked.fields.map((f) => (f.field === 'mute_seconds' ? 'minutes' : `${f.field} ${f.message}`)) };
}
