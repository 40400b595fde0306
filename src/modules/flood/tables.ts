// The flood module's table as Kysely sees it; db/schema.ts composes every module's into Database.

/** A bot's flood control (SPEC §16) while it is on; no row: off. */
export interface FloodSettingsTable {
  bot_id: number;
  /** Messages a member may send in one chat within `seconds`. */
  messages: number;
  seconds: number;
  /** "delete": messages over the limit are deleted; "mute": deleted, and the member muted. */
  action: string;
  /** How long a mute lasts (kept for "delete" too, so switching to "mute" keeps it). */
  mute_seconds: number;
  updated_at: number;
}
