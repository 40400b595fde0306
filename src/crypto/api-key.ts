// API keys: 256 bits from the CSPRNG, base64url; only their SHA-256 is stored.
// A slow hash is unnecessary: the key has full entropy, so the hash cannot be brute-forced.
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export function generateApiKey(): string {
  return randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
