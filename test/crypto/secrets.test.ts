import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecretBox, resolveEncryptionKey } from '../../src/crypto/secret-box.js';
import { generateApiKey, hashApiKey } from '../../src/crypto/api-key.js';

const KEY = Buffer.alloc(32, 1).toString('base64');
const TOKEN = '123:AAHsecretsecretsecretsecretsecret12';

test('sealed tokens open with the same key, never contain the plain text, and differ each time', () => {
  const box = createSecretBox(KEY);
  const a = box.seal(TOKEN);
  const b = box.seal(TOKEN);
  assert.notEqual(a, b);
  assert.ok(!a.includes('secret'));
  assert.match(a, /^v1\./);
  assert.equal(box.open(a), TOKEN);
});

test('a tampered value or another key does not open', () => {
  const box = createSecretBox(KEY);
  const sealed = box.seal(TOKEN);
  const parts = sealed.split('.');
  parts[4] = Buffer.from('tampered').toString('base64url');
  assert.throws(() => box.open(parts.join('.')));
  assert.throws(() => createSecretBox(Buffer.alloc(32, 2).toString('base64')).open(sealed));
  assert.throws(() => createSecretBox(Buffer.alloc(16).toString('base64')), /32 bytes/);
});

test('the key is generated once into the data folder (mode 600) and reused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tollgate-key-'));
  try {
    const first = resolveEncryptionKey(undefined, dir);
    assert.equal(Buffer.from(first, 'base64').length, 32);
    assert.equal(statSync(join(dir, 'encryption.key')).mode & 0o777, 0o600);
    assert.equal(resolveEncryptionKey(undefined, dir), first);
    assert.equal(resolveEncryptionKey(KEY, dir), KEY);
    assert.throws(() => resolveEncryptionKey(undefined, null), /TOLLGATE_ENCRYPTION_KEY is required/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('api keys carry 256 bits in the URL-safe alphabet and are stored as a hash', () => {
  const keys = new Set(Array.from({ length: 100 }, generateApiKey));
  assert.equal(keys.size, 100);
  for (const key of keys) assert.match(key, /^[A-Za-z0-9_-]{43}$/);
  const [key] = keys;
  assert.notEqual(hashApiKey(key!), key);
  assert.equal(hashApiKey(key!), hashApiKey(key!));
});

test('rotation: the first key seals, every listed key opens, isCurrent tells which to re-seal', () => {
  const oldKey = Buffer.alloc(32, 3).toString('base64');
  const newKey = Buffer.alloc(32, 4).toString('base64');
  const before = createSecretBox(oldKey).seal(TOKEN);
  const rotated = createSecretBox(`${newKey},${oldKey}`);
  assert.equal(rotated.open(before), TOKEN);
  assert.equal(rotated.isCurrent(before), false);
  const resealed = rotated.seal(rotated.open(before));
  assert.equal(rotated.isCurrent(resealed), true);
  assert.equal(createSecretBox(newKey).open(resealed), TOKEN);
  assert.throws(() => createSecretBox(newKey).open(before), /not readable/);
});
