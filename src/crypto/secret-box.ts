// Encryption at rest for bot tokens: AES-256-GCM with a random 96-bit nonce per value.
// Stored form: v1.<key id>.<nonce>.<tag>.<ciphertext> (base64url), so keys can be rotated.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether `sealed` is sealed with the current (first) key. */
  isCurrent(sealed: string): boolean;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function parseKey(base64: string): Key {
  const bytes = Buffer.from(base64.trim(), 'base64');
  if (bytes.length !== 32) throw new Error('TOLLGATE_ENCRYPTION_KEY must be 32 bytes, base64-encoded (several: comma-separated)');
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8), bytes };
}

/**
 * `keys` is one base64 key, or several separated by commas: the first seals, every one opens
 * (the key id inside each sealed value picks its key). Rotation: put the new key first, keep the
 * old one after it, run `tollgate tokens reseal`, then drop the old key.
 */
export function createSecretBox(keys: string): SecretBox {
  const list = keys
    .split(',')
    .filter((k) => k.trim())
    .map(parseKey);
  const current = list[0];
  if (!current) throw new Error('TOLLGATE_ENCRYPTION_KEY is empty');
  const byId = new Map(list.map((k) => [k.id, k]));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', current.id, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, id, nonce, tag, body] = sealed.split('.');
      const key = id === undefined ? undefined : byId.get(id);
      if (version !== 'v1' || !key || !nonce || !tag || body === undefined) throw new Error('sealed value is not readable with the configured keys');
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.split('.')[1] === current.id,
  };
}

/** `row`'s sealed values among `columns` re-sealed under the current key (for a key rotation),
 * and how many were sealed under it already. */
export function resealColumns<C extends string>(box: SecretBox, row: Record<C, string | null>, columns: readonly C[]) {
  const changes: Partial<Record<C, string>> = {};
  let current = 0;
  for (const column of columns) {
    const value = row[column];
    if (value === null) continue;
    if (box.isCurrent(value)) current++;
    else changes[column] = box.seal(box.open(value));
  }
  return { changes, changed: Object.keys(changes).length, current };
}

/**
 * The configured key, or one generated into the data folder on first start (SQLite only:
 * several instances on PostgreSQL must share a key, so there it has to be configured).
 */
export function resolveEncryptionKey(configured: string | undefined, dataDir: string | null): string {
  if (configured) return configured;
  if (!dataDir) {
    throw new Error('TOLLGATE_ENCRYPTION_KEY is required when there is no local data folder (PostgreSQL or in-memory SQLite)');
  }
  const file = join(dataDir, 'encryption.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
  return key;
}
