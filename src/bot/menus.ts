// Command menus by level (SPEC §11, §14). Members see the bot's default menu (set at connect, and
// again after every change of the custom commands: SPEC §15's visible ones follow the built-in
// ones); each admin's private chat gets exactly the commands their level allows, with the same
// custom ones (setMyCommands scoped to that chat), and an admin no longer gets the members' menu
// back (deleteMyCommands of that scope).
// A menu is a durable job that reads the admin's level when it runs, so an old job never leaves a
// stale menu. Three needs enqueue one: a change of the admin (admin.added / updated / removed, in
// the change's transaction: jobs/reactions.ts), the bot starting (admins whose menu this version of
// the bot has not set since they last changed), and an admin's /start or /help (the platform
// refuses the menu of a chat whose user never opened the bot: their first /start is when it can
// be set). Why all three: docs/bot.md.
import { createHash } from 'node:crypto';
import { type Api, Composer, type Context } from 'grammy';
import { MENUS_AT_START, MIN_ADMIN_LEVEL } from '../limits.js';
import type { MenuCommand } from '../modules/commands/service.js';
import { menuJob } from '../modules/jobs/service.js';
import { POWERS } from '../team/powers.js';
import type { Outcome } from './effects.js';
import { userIdOf } from './platform.js';
import type { RuntimeDeps } from './runtime-deps.js';
import { COMMANDS, commandsFor } from './texts.js';

/** The menu for `level` as the platform takes it: the built-in commands. */
export const menuFor = (level: number) => commandsFor(level).map(({ command, description }) => ({ command, description }));

/** The most commands one menu may hold on the platform. */
const PLATFORM_MENU_MAX = 100;

/** The menu for `level` with the bot's visible custom commands after its own. */
export const menuWith = (level: number, custom: MenuCommand[]): MenuCommand[] => [...menuFor(level), ...custom].slice(0, PLATFORM_MENU_MAX);

/** Names what the custom commands add to every menu: changes when any listed one does. */
const customDigest = (custom: MenuCommand[]) => createHash('sha256').update(JSON.stringify(custom)).digest('base64url').slice(0, 12);

/** Changes whenever a command, its words or the level it needs change: a version of the bot whose
 * menus differ from the last one's. */
export const MENU_DIGEST = createHash('sha256')
  .update(JSON.stringify(COMMANDS.map((c) => [c.command, c.description, c.power && POWERS[c.power].level])))
  .digest('base64url')
  .slice(0, 12);

/** Tries per run when the level changes while a menu is on its way. */
const MENU_TRIES = 3;

/** The executor of menu jobs. */
export function createMenuSetter({ services, botId }: RuntimeDeps, api: Api) {
  return async function setMenu({ admin_id }: { admin_id: string }): Promise<Outcome> {
    const chatId = userIdOf(admin_id);
    if (chatId === null) return 'done'; // not a platform user id: there is no chat to set a menu in
    const scope = { type: 'chat' as const, chat_id: chatId };
    const read = async () => {
      const level = await services.admins.levelOf(botId, admin_id);
      return { level, menu: level >= MIN_ADMIN_LEVEL ? menuWith(level, await services.commands.menu(botId)) : null };
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

/** The executor of the members' menu jobs (a custom command changed): the default menu as the
 * commands are now, then a menu job for each admin (their chats show their own menus). */
export function createMembersMenuSetter({ services, botId }: RuntimeDeps, api: Api) {
  return async function setMembersMenu({ need }: { need: string }): Promise<Outcome> {
    let custom = await services.commands.menu(botId);
    for (let tries = 0; ; tries++) {
      await api.setMyCommands(menuWith(1, custom));
      // As for admins: a newer change's job may have called first; end on what is read now.
      const after = await services.commands.menu(botId);
      if (JSON.stringify(after) === JSON.stringify(custom)) break;
      if (tries === MENU_TRIES - 1) return 'again';
      custom = after;
    }
    const at = services.now();
    const admins = await services.admins.menuVersions(botId, MENUS_AT_START);
    await services.jobs.enqueueNow(
      botId,
      admins.map((a) => menuJob(a.admin_id, `commands:${need}`, at)),
    );
    return 'done';
  };
}

/** At start: a menu job for each admin (the owner included; highest levels first, at most
 * MENUS_AT_START) keyed by when they last changed, this version's menus and the custom commands
 * listed, so a restart with nothing new makes no call, and a new version or commands changed
 * while the bot had no token set each menu once. */
export async function enqueueMenus({ services, botId }: RuntimeDeps, custom: MenuCommand[]): Promise<void> {
  const at = services.now();
  const admins = await services.admins.menuVersions(botId, MENUS_AT_START);
  const version = `${MENU_DIGEST}${custom.length ? `:${customDigest(custom)}` : ''}`;
  await services.jobs.enqueueNow(
    botId,
    admins.map((a) => menuJob(a.admin_id, `${a.updated_at}:${version}`, at)),
  );
}

/** An admin's /start or /help sets their menu once per change of the admin and version of the bot
 * (the first time the platform can: see above); the update goes on to its handler. */
export function menuOnContact({ services, botId }: RuntimeDeps): Composer<Context> {
  const root = new Composer<Context>();
  root.chatType('private').command(['start', 'help'], async (ctx, next) => {
    const adminId = String(ctx.from.id);
    const version = await services.admins.menuVersion(botId, adminId);
    if (version !== undefined) await services.jobs.enqueueNow(botId, [menuJob(adminId, `${version}:${MENU_DIGEST}:contact`, services.now())]);
    await next();
  });
  return root;
}
