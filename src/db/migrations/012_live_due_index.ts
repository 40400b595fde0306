// Frozen in time: never import application code here.
// The clock's index of due subscriptions holds live ones only (active or canceled: the states that
// can come due). Ended subscriptions (expired, revoked) never come due again unless a payment makes
// them live, which puts them back; an imported history is mostly ended subscriptions, and each
// was an insert at a random place of this index (it is ordered by end, the import by member).
// The clock's and the reminders' queries name the same condition, literally, so both backends use it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_due').execute();
  await db.schema
    .createIndex('subscriptions_live_due')
    .on('subscriptions')
    .column('expires_at')
    .where(sql.ref('state'), 'in', sql`('active', 'canceled')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscriptions_live_due').execute();
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['state', 'expires_at']).execute();
}
