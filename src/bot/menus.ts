// Command menus by level (SPEC §11, §14). Members see the bot's default menu, per language
// (profile.ts: set at connect, and again after every change of the custom commands: SPEC §15's
// visible ones follow the built-in ones); each admin's private chat gets exactly the commands
// their level allows, in their language (SPEC §18), with the same custom ones (setMyCommands
// scoped to that chat), and an admin no longer gets the members' menu back (deleteMyCommands of
// that scope).
// A menu is a durable job that reads the admin's level when it runs, so an old job never leaves a
// stale menu. Three needs enqueue one: a change of the admin (admin.added / updated / removed, in
// the change's transaction: jobs/reactions.ts), the bot starting (admins whose menu this version of
// the bot has not set since they last changed), and an admin's /start or /help (the platform
// refuses the menu of a chat whose user never opened the bot: their first /start is when it can
// be set). Why all three: docs/bot.md.
import { createHash } from 'node:crypto';
import { type Api, Composer, type Context } from 'grammy';
import { LOCALES } from '../i18n/locales.js';
import { MENUS_AT_START, MIN_ADMIN_LEVEL } from '../limits.js';
import type { MenuCommand } from '../modules/commands/service.js';
import { menuJob } from '../modules/jobs/service.js';
import { POWERS } from '../team/powers.js';
import { createCatalogues } from './catalogues.js';
import type { Outcome } from './effects.js';
import { userIdOf } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { COMMANDS, commandsFor } from './texts.js';
import { type Words, wordsCache } from './words.js';

let english: Words | undefined;
/** The shipped English words: the menus' default wording. */
const englishWords = () => {
  english ??= wordsCache(createCatalogues())('en', 'UTC');
  return english;
};

/** The menu for `level` as the platform takes it: the built-in commands, in `words`. */
export const menuFor = (level: number, words: Words = englishWords()) => commandsFor(level, words);

/** The most commands one menu may hold on the platform. */
const PLATFORM_MENU_MAX = 100;

/** The menu for `level` with the bot's visible custom commands after its own. */
export const menuWith = (level: number, custom: MenuCommand[], words?: Words): MenuCommand[] =>
  [...menuFor(level, words), ...custom].slice(0, PLATFORM_MENU_MAX);

/** Names what the custom commands add to every menu: changes when any listed one does. */
export const customDigest = (custom: MenuCommand[]) => createHash('sha256').update(JSON.stringify(custom)).digest('base64url').slice(0, 12);

let digest: string | undefined;
/** Changes whenever a command, the level it needs, or its words or the bot's descriptions in any
 * shipped language change: a version of the bot whose menus and profile differ from the last one's. */
export function menuDigest(): string {
  if (digest === undefined) {
    const catalogues = createCatalogues();
    const words = LOCALES.map((locale) => [
      locale,
      ...['bot-description', 'bot-short-description', ...COMMANDS.map((c) => `command-${c.command}`)].map((id) => catalogues.render(locale, id)),
    ]);
    digest = createHash('sha256')
      .update(JSON.stringify([COMMANDS.map((c) => [c.command, c.power && POWERS[c.power].level]), words]))
      .digest('base64url')
      .slice(0, 12);
  }
  return digest;
}

/** Tries per run when the level changes while a menu is on its way. */
export const MENU_TRIES = 3;

/** The executor of menu jobs: the admin's menu in their language (speech.ts). */
export function createMenuSetter({ services, botId, speech }: RuntimeDeps, api: Api) {
  return async function setMenu({ admin_id }: { admin_id: string }): Promise<Outcome> {
    const chatId = userIdOf(admin_id);
    if (chatId === null) return 'done'; // not a platform user id: there is no chat to set a menu in
    const scope = { type: 'chat' as const, chat_id: chatId };
    const read = async () => {
      const level = await services.admins.levelOf(botId, admin_id);
      const words = await speech.forMember(admin_id);
      return { level, locale: words.locale, menu: level >= MIN_ADMIN_LEVEL ? menuWith(level, await services.commands.menu(botId), words) : null };
    };
    let wanted = await read();
    for (let tries = 0; tries < MENU_TRIES; tries++) {
      if (wanted.menu) await api.setMyCommands(wanted.menu, { scope });
      else await api.deleteMyCommands({ scope });
      // Another job may have set a newer menu while this one was on its way: the level and
      // commands read after the call are what the chat must end with.
      const after = await read();
      if (JSON.stringify(after) === JSON.stringify(wanted)) return 'done';
      wanted = after;
    }
    return 'again';
  };
}

/** At start: a menu job for each admin (the owner included; highest levels first, at most
 * MENUS_AT_START) keyed by when they last changed, this version's menus, the owner's texts'
 * version and the custom commands listed, so a restart with nothing new makes no call, and a new version or commands changed
 * while the bot had no token set each menu once. */
export async function enqueueMenus({ services, botId }: RuntimeDeps, custom: MenuCommand[], textsVersion = 0): Promise<void> {
  const at = services.now();
  const admins = await services.admins.menuVersions(botId, MENUS_AT_START);
  const version = `${menuDigest()}${textsVersion ? `:t${textsVersion}` : ''}${custom.length ? `:${customDigest(custom)}` : ''}`;
  await services.jobs.enqueueNow(
    botId,
    admins.map((a) => menuJob(a.admin_id, `${a.updated_at}:${version}`, at)),
  );
}

/** An admin's /start or /help sets their menu once per change of the admin, version of the bot
 * and language (the first time the platform can: see above), after the update's handler. */
export function menuOnContact({ services, botId, speech }: RuntimeDeps): Composer<Context> {
  const root = new Composer<Context>();
  root.chatType('private').command(['start', 'help'], async (ctx, next) => {
    // The handler first: /start records the admin as a member, with the language their menu is in.
    await next();
    const adminId = String(ctx.from.id);
    const version = await services.admins.menuVersion(botId, adminId);
    if (version === undefined) return;
    // Keyed by their language too: an admin whose app changed language gets the menu in it.
    const { locale } = await speech.of(ctx);
    await services.jobs.enqueueNow(botId, [menuJob(adminId, `${version}:${menuDigest()}:${locale}:contact`, services.now())]);
  });
  return root;
}
