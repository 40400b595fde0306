// One attempt at connecting a bot to the platform: getMe (a token answering for another bot stops
// the bot: bot_status says why), the members' command menu and the admins' menus this version has
// not set yet (jobs: menus.ts), then the webhook set or removed; the bot's status is recorded on
// the way. The runner retries an attempt that throws.
import type { Bot } from 'grammy';
import type { Config } from '../config.js';
import { botIdOfToken } from '../modules/bots/bot-token.js';
import { ALLOWED_UPDATES, classify, webhookSecret } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { customDigest, enqueueMenus, menuDigest, menuWith } from './menus.js';
import { membersMenuJob } from '../modules/jobs/service.js';
import { wrongBotStatus } from './texts.js';

type Signal = Parameters<Bot['api']['getMe']>[0];

export async function connect(deps: RuntimeDeps, bot: Bot, config: Config, signal: Signal): Promise<'running' | 'wrong bot'> {
  const { services, botId, log } = deps;
  // getMe ourselves: grammY's init() retries network failures forever, silently.
  const me = await bot.api.getMe(signal);
  const expected = botIdOfToken(deps.token) ?? botId;
  if (me.id !== expected) {
    await services.settings.recordStopped(botId, deps.sealed, wrongBotStatus(me.id, expected));
    log.error({ botId, answered: me.id }, 'the token belongs to another bot; this bot is stopped until its own token is set');
    return 'wrong bot';
  }
  bot.botInfo = me;
  // The command menu is a convenience: a platform that refuses it (telegram-test-api does not
  // know setMyCommands) must not keep the bot from serving its members. It is set again at the
  // next start. The owner's visible custom commands follow the built-in ones. The default menu
  // (in the bot's default_language) goes at once; the menus and descriptions per language follow
  // as a job, once per version of the words, commands and default language (profile.ts).
  const custom = await services.commands.menu(botId);
  const language = await services.settings.defaultLanguage(botId);
  const words = await deps.speech.forGroup();
  await bot.api
    .setMyCommands(menuWith(1, custom, words), {}, signal)
    .catch((err: unknown) => log.warn({ botId, error: classify(err).error }, 'the command menu could not be set; commands still work when typed'));
  // The owner's texts (SPEC §18) by their version: one changed while the bot had no token is set now.
  const texts = await deps.texts.latest();
  const profile = `profile:${menuDigest()}:${language}${texts ? `:t${texts}` : ''}${custom.length ? `:${customDigest(custom)}` : ''}`;
  await services.jobs.enqueueNow(botId, [{ ...membersMenuJob(profile, services.now()), payload: { need: profile, admins: false } }]);
  await enqueueMenus(deps, custom, texts);
  if (config.telegramMode === 'webhook') {
    await bot.api.setWebhook(
      `${config.telegramWebhookBase}/telegram/${botId}`,
      { secret_token: webhookSecret(deps.token), allowed_updates: [...ALLOWED_UPDATES] },
      signal,
    );
  } else {
    await bot.api.deleteWebhook({}, signal);
  }
  await services.settings.recordRunning(botId, deps.sealed, bot.botInfo.username);
  return 'running';
}
