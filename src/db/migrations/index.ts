// The ordered list of migrations, bundled in code so the compiled CLI needs no file lookup.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001_initial.js';
import * as m002 from './002_idempotency.js';
import * as m003 from './003_order_rollups.js';
import * as m004 from './004_members_subscriptions_events.js';
import * as m005 from './005_codes.js';
import * as m006 from './006_reminders.js';
import * as m007 from './007_bot_runtime.js';
import * as m008 from './008_card_payments.js';
import * as m009 from './009_hot_read_indexes.js';
import * as m010 from './010_webhooks.js';
import * as m011 from './011_sales_versions.js';
import * as m012 from './012_live_due_index.js';
import * as m013 from './013_bot_state.js';
import * as m014 from './014_key_levels.js';
import * as m015 from './015_signin_tokens.js';
import * as m016 from './016_event_actors.js';
import * as m017 from './017_sales_paused.js';
import * as m018 from './018_coupons.js';
import * as m019 from './019_forms.js';
import * as m020 from './020_custom_commands.js';
import * as m021 from './021_flood.js';
import * as m022 from './022_bans.js';
import * as m023 from './023_analytics.js';
import * as m024 from './024_analytics_time_indexes.js';
import * as m025 from './025_languages.js';
import * as m026 from './026_texts.js';
import * as m027 from './027_analytics_packed.js';
import * as m028 from './028_many_bots.js';
import * as m029 from './029_movement_returns.js';
import * as m030 from './030_pg_bulk_tables.js';

const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_idempotency': m002,
  '003_order_rollups': m003,
  '004_members_subscriptions_events': m004,
  '005_codes': m005,
  '006_reminders': m006,
  '007_bot_runtime': m007,
  '008_card_payments': m008,
  '009_hot_read_indexes': m009,
  '010_webhooks': m010,
  '011_sales_versions': m011,
  '012_live_due_index': m012,
  '013_bot_state': m013,
  '014_key_levels': m014,
  '015_signin_tokens': m015,
  '016_event_actors': m016,
  '017_sales_paused': m017,
  '018_coupons': m018,
  '019_forms': m019,
  '020_custom_commands': m020,
  '021_flood': m021,
  '022_bans': m022,
  '023_analytics': m023,
  '024_analytics_time_indexes': m024,
  '025_languages': m025,
  '026_texts': m026,
  '027_analytics_packed': m027,
  '028_many_bots': m028,
  '029_movement_returns': m029,
  '030_pg_bulk_tables': m030,
};

/** The schema this build writes: a backup names it, and an import takes only its own. */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1)!;

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
