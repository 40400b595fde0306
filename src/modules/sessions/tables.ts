// The sessions module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC).

/** A one-time sign-in token (SPEC §14), made by an admin's /dashboard in the bot. */
export interface SigninTokensTable {
  bot_id: number;
  /** SHA-256 of the token (base64url); the token itself is only in the link the admin was sent. */
  token_hash: string;
  /** The admin it signs in. */
  admin_id: string;
  created_at: number;
  /** It works until then (10 minutes after it was made). */
  expires_at: number;
  /** When it was exchanged for a session; null while unused. */
  used_at: number | null;
}
