// What every service is built from: the database, the clock and the secret box.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Batching } from '../../db/batching.js';
import { type Snapshot, transactionSnapshot } from '../../db/connect.js';
import { dialectOf } from '../../db/dialect.js';

/** What the composition root is given. */
export interface BaseDeps {
  db: Kysely<Database>;
  /** Current time in epoch milliseconds; tests pass a fixed clock. */
  now: () => number;
  secretBox: SecretBox;
  /** A consistent read-only view of the database (Storage.openSnapshot); default: a transaction. */
  openSnapshot?: () => Promise<Snapshot>;
}

/** What every service is built from: the base, and the database's batching made once for it. */
export interface ServiceDeps extends BaseDeps {
  batching: Batching;
}

/** How a service opens a consistent read-only view: the storage's own way, or a transaction. */
export const snapshotOpener = (deps: BaseDeps): (() => Promise<Snapshot>) =>
  deps.openSnapshot ?? (() => transactionSnapshot(deps.db, dialectOf(deps.db) === 'postgres'));
