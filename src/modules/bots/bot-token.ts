// The platform's bot token, `<bot_id>:<secret>` (as the bot-creation tool issues it).

import { BOT_TOKEN_PATTERN } from '../../schema/ids.js';

export { BOT_TOKEN_PATTERN };
const TOKEN = new RegExp(BOT_TOKEN_PATTERN);

/** The numeric bot id a token belongs to, or undefined when it is not a token. */
export function botIdOfToken(token: string): number | undefined {
  if (!TOKEN.test(token)) return undefined;
  return Number(token.slice(0, token.indexOf(':')));
}
