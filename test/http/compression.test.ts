// Compression (SPEC §12): JSON answers over 1 KB are compressed when the client accepts it,
// smaller ones and clients that do not ask are answered as before, byte for byte the same
// envelope; the dashboard's built files are sent as the brotli or gzip copy the build wrote.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DASHBOARD_DIR } from '../../src/http/plugins/dashboard.js';
import { deflatePiece, splicedGzip } from '../../src/http/spliced-gzip.js';
import { call, expectOk, type TestApp } from '../support/helper.js';
import { order, plan, withApp } from '../support/lifecycle.js';

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** The answer at `url` asked with `accept` comes as `encoding`, smaller by half, decoding to `expected`. */
async function expectCompressed(t: TestApp, url: string, accept: string, encoding: keyof typeof decode, plainBytes: number, expected: object) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
  assert.equal(res.statusCode, 200, accept);
  assert.equal(res.headers['content-encoding'], encoding, accept);
  assert.match(String(res.headers.vary), /accept-encoding/i);
  assert.ok(res.rawPayload.length < plainBytes / 2, `${accept}: ${res.rawPayload.length} bytes`);
  const body = JSON.parse(decode[encoding](res.rawPayload).toString('utf8'));
  assert.equal(body.request_id, res.headers['x-request-id']);
  assert.deepEqual({ ...body, request_id: undefined }, expected, accept);
}

describe('compression', () => {
  test('a JSON answer over 1 KB is brotli or gzip as the client accepts; without Accept-Encoding it is sent as it is', async () => {
    await withApp({}, async (t) => {
      for (let i = 0; i < 12; i++) await plan(t, { plan_name: `Plan number ${i} with a long name` });
      const url = `${t.base}/plans`;
      const plain = await t.app.inject({ method: 'GET', url });
      assert.equal(plain.statusCode, 200);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > 1024, `${plain.rawPayload.length} bytes`);
      const expected = { ...JSON.parse(plain.body), request_id: undefined };
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['gzip;q=0.5, br;q=1', 'br'],
      ] as const) {
        await expectCompressed(t, url, accept, encoding, plain.rawPayload.length, expected);
      }
    });
  });

  test('a kept count answer goes gzip, spliced around its JSON compressed once, to every client that takes gzip', async () => {
    await withApp({}, async (t) => {
      const planId = await plan(t);
      await order(t, { plan_id: planId, member_id: 'm1' });
      const url = `${t.base}/orders/count?interval_unit=day&interval_count=30`;
      const plain = await t.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > 1024, `${plain.rawPayload.length} bytes`);
      const expected = { ...JSON.parse(plain.body), request_id: undefined };
      // Gzip is chosen over brotli here: it is the encoding that splices.
      for (const [accept, encoding] of [
        ['br, gzip', 'gzip'],
        ['gzip', 'gzip'],
        ['*', 'gzip'],
        ['br', 'br'],
        ['gzip;q=0, br', 'br'],
      ] as const) {
        await expectCompressed(t, url, accept, encoding, plain.rawPayload.length, expected);
      }
      // Over a real socket, a client nobody here wrote (undici's fetch) decodes it.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.headers.get('content-encoding'), 'gzip');
      const body = (await res.json()) as object;
      assert.deepEqual({ ...body, request_id: undefined }, expected);
    });
  });

  test('a spliced gzip member holds head, middle and tail exactly, whatever their sizes', () => {
    const middle = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i, v: '€'.repeat(i % 7) }))));
    for (const head of [Buffer.alloc(0), Buffer.from('{"a":'), Buffer.alloc(70_000, 'h'), Buffer.alloc(2 * 65_535, 'x')]) {
      for (const tail of [Buffer.alloc(0), Buffer.from('}'), Buffer.alloc(65_536, 't')]) {
        const gz = splicedGzip(head, middle, deflatePiece(middle), tail);
        assert.deepEqual(gunzipSync(gz), Buffer.concat([head, middle, tail]), `head ${head.length}, tail ${tail.length}`);
      }
    }
  });

  test('an answer under 1 KB, or to a client accepting neither, is not compressed', async () => {
    await withApp({}, async (t) => {
      const small = await t.app.inject({ method: 'GET', url: `${t.base}/chats`, headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(small.headers['content-encoding'], undefined);
      expectOk(await call(t, 'GET', `${t.base}/chats`), 200, 'GET', '/chats');
      const identity = await t.app.inject({
        method: 'GET',
        url: `${t.base}/orders/count?interval_unit=day&interval_count=30`,
        headers: { 'accept-encoding': 'identity' },
      });
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.equal(JSON.parse(identity.body).ok, true);
    });
  });

  test('the dashboard’s script is sent as the build’s brotli or gzip copy, or as it is', async () => {
    await withApp({}, async (t) => {
      const script = readdirSync(join(DASHBOARD_DIR, 'assets')).find((f) => f.endsWith('.js'))!;
      const original = readFileSync(join(DASHBOARD_DIR, 'assets', script));
      const url = `/assets/${script}`;
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], encoding);
        assert.match(String(res.headers['content-type']), /javascript/);
        assert.ok(res.rawPayload.length < original.length / 2, `${encoding}: ${res.rawPayload.length} of ${original.length} bytes`);
        assert.deepEqual(decode[encoding](res.rawPayload), original);
      }
      const raw = await t.app.inject({ method: 'GET', url });
      assert.equal(raw.headers['content-encoding'], undefined);
      assert.deepEqual(raw.rawPayload, original);
    });
  });
});
