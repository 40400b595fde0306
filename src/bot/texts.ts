// The bot's commands and the few words that are not the bot's to say in a member's language. Every
// text the bot sends is a message of its catalogues (locales/<locale>.ftl, catalogues.ts), rendered
// through words.ts for the reader's locale (speech.ts).
import { allows, type Power } from '../team/powers.js';
import type { Words } from './words.js';

/** GET /settings' bot_status when getMe names another bot than the token's number (SPEC §11): the
 * API's words, in English like every API description. */
export const wrongBotStatus = (answered: number, expected: number) => `error: the token belongs to bot ${answered}, not ${expected}; set this bot's own token`;

/** A command of the bot: for everyone (`power: null`: members and admins alike) or for admins
 * whose level allows its power (SPEC §14's table, team/powers.ts). /help and each admin's command
 * menu list exactly the commands `commandsFor` gives their level; each one's description is the
 * catalogue's `command-<name>`. */
export interface BotCommandEntry {
  command: string;
  power: Power | null;
}

export const COMMANDS: readonly BotCommandEntry[] = [
  { command: 'start', power: null },
  { command: 'redeem', power: null },
  { command: 'cancel', power: null },
  { command: 'help', power: null },
  { command: 'language', power: null },
  { command: 'dashboard', power: 'session.end' },
  { command: 'stats', power: 'sales.read' },
  { command: 'plans', power: 'catalog.read' },
  { command: 'analytics', power: 'sales.read' },
  { command: 'broadcast', power: 'broadcasts.send' },
  { command: 'pause', power: 'sales.pause' },
  { command: 'resume', power: 'sales.pause' },
  { command: 'flood', power: 'flood.change' },
  { command: 'grant', power: 'subscriptions.change' },
  { command: 'members', power: 'members.read' },
  { command: 'ban', power: 'bans.change' },
  { command: 'unban', power: 'bans.change' },
  { command: 'export', power: 'exports.read' },
  { command: 'coupons', power: 'coupons.read' },
  { command: 'backup', power: 'backup.run' },
];

/** The commands someone of `level` may use (1: a member), in the table's order, described in `words`. */
export const commandsFor = (level: number, words: Words): { command: string; description: string }[] =>
  COMMANDS.filter((c) => c.power === null || allows(level, c.power)).map(({ command }) => ({ command, description: words.t(`command-${command}`) }));

/** A plan's name, or "plan 7" for one deleted since. */
export const planNameOr = (words: Words, name: string | undefined, planId: number | string) => name ?? words.t('plan-fallback', { id: String(planId) });
