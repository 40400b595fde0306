// The projects module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

export interface ProjectsTable {
  bot_id: number;
  project_id: number;
  project_name: string;
  created_at: number;
  updated_at: number;
}

export interface ProjectChatsTable {
  bot_id: number;
  project_id: number;
  chat_id: number;
  position: number;
}
