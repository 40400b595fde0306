// The chats module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

export interface ChatsTable {
  bot_id: number;
  chat_id: number;
  chat_name: string;
  chat_type: string;
  created_at: number;
  updated_at: number;
}
