// Never silent (SPEC §11): a message in a private chat that no handler took (any other text, an
// unknown command, a photo or sticker) gets a short pointer to /start and /help. Installed after
// every other handler; groups and channels, and service messages (a payment, a pinned message),
// stay unanswered.
import { Composer, type Context } from 'grammy';
import type { Speech } from './speech.js';

export function fallbackHandler(speech: Speech): Composer<Context> {
  const composer = new Composer<Context>();
  composer
    .chatType('private')
    // What a person sends, as opposed to the service messages the platform posts in the chat.
    .on(['message:text', 'message:file', 'message:contact', 'message:location', 'message:poll', 'message:dice'])
    .filter((ctx) => !ctx.from.is_bot)
    .use(async (ctx) => {
      await ctx.reply((await speech.of(ctx)).t('not-understood'));
    });
  return composer;
}
