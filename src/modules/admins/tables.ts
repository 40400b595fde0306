// The admins module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

export interface AdminsTable {
  bot_id: number;
  admin_id: string;
  admin_level: number;
  created_at: number;
  updated_at: number;
}
