// /language (SPEC §18): the shipped locales as buttons, each by its own name; the choice is kept on
// the member and wins over their app's language from then on, and the bot confirms in it. An
// admin's command menu follows their choice (a menu job: menus.ts).
import { Composer, type Context, InlineKeyboard } from 'grammy';
import { isLocale, LOCALE_NAMES, LOCALES } from '../i18n/locales.js';
import { menuJob } from '../modules/jobs/service.js';
import type { RuntimeDeps } from './runtime-deps.js';

/** lang:<locale>: at most 7 bytes of the platform's 64. */
const BUTTON = /^lang:([a-z]{2})$/;
/** Buttons per row: the names are short, two fit side by side on a phone. */
const PER_ROW = 2;

export function languageHandler({ services, botId, speech }: RuntimeDeps): Composer<Context> {
  const composer = new Composer<Context>();

  composer.chatType('private').command('language', async (ctx) => {
    const keyboard = new InlineKeyboard();
    LOCALES.forEach((locale, i) => {
      keyboard.text(LOCALE_NAMES[locale], `lang:${locale}`);
      if (i % PER_ROW === PER_ROW - 1) keyboard.row();
    });
    await ctx.reply((await speech.of(ctx)).t('language-choose'), { reply_markup: keyboard });
  });

  composer.callbackQuery(BUTTON, async (ctx) => {
    const locale = ctx.match[1];
    if (!isLocale(locale)) return void (await ctx.answerCallbackQuery());
    const memberId = String(ctx.from.id);
    await services.members.chooseLanguage(botId, memberId, locale);
    speech.know(memberId, { choice: locale });
    await ctx.answerCallbackQuery();
    await ctx.reply((await speech.in(locale)).t('language-chosen'));
    const version = await services.admins.menuVersion(botId, memberId);
    if (version !== undefined) await services.jobs.enqueueNow(botId, [menuJob(memberId, `language:${ctx.update.update_id}`, services.now())]);
  });

  return composer;
}
