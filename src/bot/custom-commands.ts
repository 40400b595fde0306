// The owner's custom commands (SPEC §15): a member's /<name> in a private chat is answered with
// the command's text, in the member's language when translated (their /language choice, else
// their app's). Installed after the bot's own
// handlers (which take the built-in commands) and before the fallback, which still answers any
// command the bot does not have. The service keeps the names per bot, so an unknown command
// costs no query.
import { Composer, type Context } from 'grammy';
import type { RuntimeDeps } from './runtime-deps.js';

/** "/faq", "/faq@shop_bot", "/FAQ some words": the command and the bot it names, if any. */
const COMMAND = /^\/([A-Za-z0-9_]{1,32})(?:@([A-Za-z0-9_]+))?(?:\s|$)/;

export function customCommands({ services, botId, speech }: RuntimeDeps): Composer<Context> {
  const composer = new Composer<Context>();
  composer
    .chatType('private')
    .on('message:text')
    .filter((ctx) => !ctx.from.is_bot)
    .use(async (ctx, next) => {
      const found = COMMAND.exec(ctx.message.text);
      const [, name, addressee] = found ?? [];
      if (!name || (addressee && addressee.toLowerCase() !== ctx.me.username.toLowerCase())) return next();
      const text = await services.commands.answer(botId, name.toLowerCase(), await speech.languageOf(ctx));
      if (text === undefined) return next();
      await ctx.reply(text);
    });
  return composer;
}
