// The members module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** A user of the platform known to a bot. */
export interface MembersTable {
  bot_id: number;
  member_id: string;
  username: string | null;
  first_name: string | null;
  language_code: string | null;
  /** The member's /language choice (SPEC §18); null: none made, language_code decides. */
  language: string | null;
  referred_by: string | null;
  created_at: number;
  updated_at: number;
  /** Why the bot cannot write to this member (blocked it, never started it), until it can again. */
  delivery_error: string | null;
  /** When the owner banned the member (SPEC §16); null while not banned. */
  banned_at: number | null;
  /** The owner's reason for the ban, if given. */
  ban_reason: string | null;
}

/** A member in a sold chat, as far as the bot has seen (approvals, chat_member updates). */
export interface MemberChatsTable {
  bot_id: number;
  member_id: string;
  chat_id: number;
  joined_at: number;
}
