// The OpenAPI 3.1 document (generated from the route schemas) and the /docs reference page.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { validate, compileErrors } from '@readme/openapi-parser';
import { createTestApp, type TestApp } from '../support/helper.js';

const HTTP_METHODS = ['get', 'post', 'patch', 'delete', 'put'];

describe('OpenAPI document and reference page', () => {
  let t: TestApp;
  let doc: any;
  before(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/openapi.json' });
    assert.equal(res.statusCode, 200);
    doc = JSON.parse(res.body);
  });
  after(() => t.close());

  test('passes a maintained OpenAPI validator', async () => {
    const result = await validate(structuredClone(doc));
    assert.equal(result.valid, true, result.valid ? '' : compileErrors(result));
    assert.match(doc.openapi, /^3\.1\./);
  });

  test('every operation has operationId, tags, summary, params, and success and error responses', () => {
    const ids = new Set<string>();
    let count = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (!op) continue;
        count++;
        assert.ok(op.operationId, `${method} ${path} operationId`);
        assert.ok(!ids.has(op.operationId), `duplicate operationId ${op.operationId}`);
        ids.add(op.operationId);
        assert.ok(op.tags?.length, `${op.operationId} tags`);
        assert.ok(op.summary, `${op.operationId} summary`);
        assert.ok(op.description, `${op.operationId} description`);
        const body = op.requestBody?.content?.['application/json'];
        if (body) assert.ok(body.example ?? body.examples, `${op.operationId} request example`);
        const codes = Object.keys(op.responses);
        assert.ok(
          codes.some((c) => c.startsWith('2')),
          `${op.operationId} success response`,
        );
        assert.ok(codes.includes('422') && codes.includes('500'), `${op.operationId} error responses`);
        if (path.startsWith('/v1/bot{bot_id}')) assert.ok(codes.includes('401'), `${op.operationId} 401`);
      }
    }
    assert.ok(count >= 28, `only ${count} operations documented`);
    for (const id of ['getOrderCount', 'addChat', 'createPlan', 'updateAdmin', 'recordOrder', 'refundOrder', 'createKey', 'updateSettings']) {
      assert.ok(ids.has(id), `missing ${id}`);
    }
  });

  test('the four operations sit at the interface’s paths', () => {
    assert.ok(doc.paths['/v1/bot{bot_id}/{api_key}/orders/count'].get);
    assert.ok(doc.paths['/v1/bot{bot_id}/{api_key}/chats'].post);
    assert.ok(doc.paths['/v1/bot{bot_id}/{api_key}/plans'].post);
    assert.ok(doc.paths['/v1/bot{bot_id}/{api_key}/admins/{admin_id}'].patch);
    const count = doc.paths['/v1/bot{bot_id}/{api_key}/orders/count'].get;
    const names = count.parameters.map((p: { name: string }) => p.name).sort();
    assert.deepEqual(names, ['api_key', 'bot_id', 'currency', 'interval_count', 'interval_unit']);
  });

  test('Stripe’s endpoint is documented: no api key, the Stripe-Signature header, envelope answers', () => {
    const op = doc.paths['/stripe/{bot_id}'].post;
    assert.equal(op.operationId, 'receiveStripeEvent');
    assert.deepEqual(op.tags, ['payments']);
    assert.match(op.description, /Stripe-Signature/);
    assert.deepEqual(
      op.parameters.map((p: { in: string; name: string }) => `${p.in} ${p.name}`),
      ['path bot_id', 'header stripe-signature'],
    );
    assert.deepEqual(op.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/StripeEventBody' });
    assert.deepEqual(op.responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/StripeEventReceiptEnvelope' });
    const success = doc.components.schemas.StripeEventReceiptEnvelope;
    assert.deepEqual(success.required, ['ok', 'request_id', 'method', 'path', 'code', 'result']);
    assert.deepEqual(doc.components.schemas.StripeEventReceipt.required, ['received']);
    for (const status of ['400', '404']) assert.ok(op.responses[status].content['application/json'].schema.$ref, status);
  });

  test('/docs is a reference page whose assets are all served by us (no CDN)', async () => {
    const page = await t.app.inject({ url: '/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.length >= 3);
    for (const asset of assets) {
      assert.ok(!/^(https?:)?\/\//.test(asset), `external asset ${asset}`);
      const res = await t.app.inject({ url: new URL(asset, 'http://local/docs/').pathname });
      assert.equal(res.statusCode, 200, asset);
    }
    const spec = await t.app.inject({ url: '/docs/json' });
    assert.equal(JSON.parse(spec.body).openapi, doc.openapi);
  });
});
