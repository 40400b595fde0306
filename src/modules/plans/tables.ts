// The plans module's tables as Kysely sees them; db/schema.ts composes every module's into
// Database. Instants are epoch milliseconds (UTC), money integer minor units.
import type { Generated } from 'kysely';

export interface PlansTable {
  bot_id: number;
  plan_id: number;
  plan_name: string;
  plan_duration: string;
  plan_price_minor: number;
  plan_currency: string;
  plan_trial: string | null;
  plan_project_id: number | null;
  options: string;
  /** Shown under the plan in /start (SPEC §18); null: none. */
  plan_description: Generated<string | null>;
  /** JSON object {<locale>: {plan_name?, plan_description?}}; '{}' for none. */
  translations: Generated<string>;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
}
