// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bots')
    .addColumn('bot_id', 'bigint', (c) => c.primaryKey())
    .addColumn('bot_name', 'text')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('default_currency', 'text', (c) => c.notNull())
    .addColumn('bot_token_enc', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('key_id', 'bigint', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addPrimaryKeyConstraint('api_keys_pk', ['bot_id', 'key_id'])
    .addUniqueConstraint('api_keys_hash_uq', ['bot_id', 'key_hash'])
    .execute();

  await db.schema
    .createTable('id_counters')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('id_counters_pk', ['bot_id', 'kind'])
    .execute();

  await db.schema
    .createTable('chats')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('chat_name', 'text', (c) => c.notNull())
    .addColumn('chat_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chats_pk', ['bot_id', 'chat_id'])
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('project_id', 'bigint', (c) => c.notNull())
    .addColumn('project_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('projects_pk', ['bot_id', 'project_id'])
    .execute();

  await db.schema
    .createTable('project_chats')
    .addColumn('bot_id', 'bigint', (c) => c.notNull())
    .addColumn('project_id', 'bigint', (c) => c.notNull())
    .addColumn('chat_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_chats_pk', ['bot_id', 'project_id', 'chat_id'])
    .addForeignKeyConstraint('project_chats_project_fk', ['bot_id', 'project_id'], 'projects', ['bot_id', 'project_id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('project_chats_chat_fk', ['bot_id', 'chat_id'], 'chats', ['bot_id', 'chat_id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('project_chats_chat_idx').on('project_chats').columns(['bot_id', 'chat_id']).execute();

  await db.schema
    .createTable('plans')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('plan_duration', 'text', (c) => c.notNull())
    .addColumn('plan_price_minor', 'bigint', (c) => c.notNull())
    .addColumn('plan_currency', 'text', (c) => c.notNull())
    .addColumn('plan_trial', 'text')
    .addColumn('plan_project_id', 'bigint')
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('plans_pk', ['bot_id', 'plan_id'])
    .addForeignKeyConstraint('plans_project_fk', ['bot_id', 'plan_project_id'], 'projects', ['bot_id', 'project_id'])
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('bot_id', 'bigint', (c) => c.notNull().references('bots.bot_id').onDelete('cascade'))
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('admin_level', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('admins_pk', ['bot_id', 'admin_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('bot_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('refunded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('orders_pk', ['bot_id', 'order_id'])
    .addForeignKeyConstraint('orders_plan_fk', ['bot_id', 'plan_id'], 'plans', ['bot_id', 'plan_id'])
    .execute();
  await db.schema.createIndex('orders_external_uq').on('orders').columns(['bot_id', 'external_id']).unique().execute();
  await db.schema.createIndex('orders_paid_idx').on('orders').columns(['bot_id', 'paid_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'admins', 'plans', 'project_chats', 'projects', 'chats', 'id_counters', 'api_keys', 'bots']) {
    await db.schema.dropTable(table).execute();
  }
}
