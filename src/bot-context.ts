// What a bot-scoped request is about: the bot, and the key that proved it. Authentication builds
// it (one read, cached with the verified key); every bot-scoped service takes it first.
export interface BotContext {
  botId: number;
  /** The api key the request authenticated with; null for the CLI and operator actions. */
  keyId: number | null;
  /** The bot's IANA time zone (order counts, plan end dates, subscription arithmetic). */
  timezone: string;
  /** The currency of zero entries when a window has no sales. */
  defaultCurrency: string;
  /** The owner's platform user id (admin level 8, never changed through the API). */
  ownerId: string;
  /** What the caller may do (SPEC §14, team/powers.ts): the key's level, a session's admin's level
   * at this request, an admin's in the bot; 8 for the CLI and operator actions. */
  level: number;
  /** Who acts, as every event records it. */
  actor: Actor;
}

/** Who made a change (SPEC §14): a key, an admin (a session or a bot command), a member's own act
 * in the bot, or the system (the clock, the platform, Stripe, the CLI). */
export type Actor = { type: 'key'; key_id: number } | { type: 'admin'; admin_id: string } | { type: 'member'; member_id: string } | { type: 'system' };

export const SYSTEM: Actor = Object.freeze({ type: 'system' });
