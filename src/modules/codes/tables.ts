// The codes module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.

/** An access code (SPEC §9): redeeming it consumes one of its uses and starts the plan. */
export interface CodesTable {
  bot_id: number;
  /** The code itself, stored plainly (owners hand codes out; they are not credentials). */
  code: string;
  plan_id: number;
  /** How many redemptions the code allows. */
  uses: number;
  /** How many it has had (never more than uses). */
  used: number;
  /** null: never expires. */
  expires_at: number | null;
  created_at: number;
}
