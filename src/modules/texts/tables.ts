// The texts module's table as Kysely sees it; db/schema.ts composes every module's into Database.
// Instants are epoch milliseconds (UTC).

/** The owner's text of one catalogue message in one locale (SPEC §18): the bot says it instead
 * of the shipped one, in that locale only. */
export interface TextOverridesTable {
  bot_id: number;
  /** A shipped locale (i18n/locales.ts). */
  locale: string;
  /** A message id of the shipped catalogues (src/bot/locales/en.ftl). */
  message_id: string;
  /** The message's value in Fluent syntax, as the owner wrote it. */
  text: string;
  updated_at: number;
}
