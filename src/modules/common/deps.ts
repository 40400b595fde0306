// What every service is built from: the database, the clock and the secret box.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SecretBox } from '../../crypto/secret-box.js';

export interface ServiceDeps {
  db: Kysely<Database>;
  /** Current time in epoch milliseconds; tests pass a fixed clock. */
  now: () => number;
  secretBox: SecretBox;
}
