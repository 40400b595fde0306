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
}
