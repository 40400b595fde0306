// Encryption at rest for bot tokens: AES-256-GCM with a random 96-bit nonce per value.
// Stored form: v1.<key id>.<nonce>.<tag>.<ciphertext> (base64url), so keys can be rotated.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(keyBase64: string): SecretBox {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('TOLLGATE_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keyId, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, id, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || id !== keyId || !nonce || !tag || body === undefined) throw new Error('sealed value is not readable with this key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
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
