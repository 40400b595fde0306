// Frozen in time: never import application code here.
// The members who came back in a period (issue 34: the revenue read). With them kept beside the
// new and churned members, each period's MRR and members at its end follow from its start and its
// movements (end = start + new + reactivation + expansion − contraction − churned; members:
// + new + returned − churned), so an answer reads the bot's totals at its first period's start
// only, not at every boundary. Kept movements lack the count: the next analytics read builds them
// again.
import type { Kysely } from 'kysely';

const KEPT = ['analytics_members', 'analytics_trials', 'mrr_rollups', 'mrr_instants', 'mrr_movements', 'cohort_cells'];

async function forget(db: Kysely<any>): Promise<void> {
  await db.updateTable('analytics_state').set({ timezone: null }).execute();
  for (const table of KEPT) await db.deleteFrom(table).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await forget(db);
  await db.schema
    .alterTable('mrr_movements')
    .addColumn('reactivated_members', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await forget(db);
  await db.schema.alterTable('mrr_movements').dropColumn('reactivated_members').execute();
}
