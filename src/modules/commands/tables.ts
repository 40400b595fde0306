// The commands module's table as Kysely sees it; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC).

/** A custom command (SPEC §15): the bot answers /<name> with its text. */
export interface CommandsTable {
  bot_id: number;
  /** 1–32 of a–z 0–9 _, never a built-in command's name. */
  name: string;
  text: string;
  /** The menu's description; null: the menu shows the text's first line. */
  description: string | null;
  /** 1: listed in the members' command menu; 0: answered but not listed. */
  visible: number;
  /** JSON object {<language>: text}: the text in other languages. */
  translations: string;
  created_at: number;
  updated_at: number;
}
