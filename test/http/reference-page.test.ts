// The reference page at /docs in a real browser (SPEC §7): Debian's Chromium reaches the service
// over plain HTTP by a name that is not localhost, as anyone browsing to a HOST=0.0.0.0 service
// from another machine does. Branded Tollgate, nothing loaded from elsewhere, nothing upgraded to
// HTTPS, every operation rendered, and optional filters left empty in "Try it out".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { REFERENCE_TITLE, referencePage } from '../../src/http/plugins/reference-page.js';
import { TOLLGATE_ICON_SVG, TOLLGATE_LOGO_SVG } from '../../src/http/plugins/tollgate-mark.js';
import { CHROMIUM, PAGE } from '../support/dashboard-world.js';
import { createTestApp, type TestApp } from '../support/helper.js';
import { until } from '../support/until.js';

const HOST = 'tollgate.test';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Console errors the page may show, each harmless:
 * - helmet's Cross-Origin-Opener-Policy (every answer carries it) is ignored by the browser on an
 *   origin that is neither HTTPS nor localhost, and it says so;
 * - Swagger UI draws its own logo, an SVG with an inline <style> (this hash), for the instant
 *   before ours replaces it: the CSP refuses that style and nothing shown is lost. */
const HARMLESS_CONSOLE_ERRORS = [/^The Cross-Origin-Opener-Policy header has been ignored/, /'sha256-RL3ie0nH\+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='/];

/** Operations in an OpenAPI document: paths × methods. */
function operationCount(doc: { paths: Record<string, Record<string, unknown>> }): number {
  return Object.values(doc.paths).reduce((n, item) => n + METHODS.filter((m) => item[m]).length, 0);
}

describe('the reference page at /docs', () => {
  let t: TestApp;
  let browser: Browser;
  let origin: string;
  let doc: any;
  before(async () => {
    t = await createTestApp();
    doc = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    origin = `http://${HOST}:${port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A new tab on /docs with what it asked for, what failed and what it complained about. */
  async function openDocs(): Promise<{ page: Page; requested: string[]; failed: string[]; errors: string[]; csp: string | undefined }> {
    const page = await (await browser.newContext()).newPage();
    const requested: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.url()}: ${r.status()}`);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // A refused resource (CSP) is reported as a console error.
    page.on('console', (m) => {
      if (m.type() === 'error' && !HARMLESS_CONSOLE_ERRORS.some((known) => known.test(m.text()))) errors.push(m.text());
    });
    const response = await page.goto(`${origin}/docs`);
    assert.equal(response?.status(), 200);
    return { page, requested, failed, errors, csp: response?.headers()['content-security-policy'] };
  }

  test('over plain HTTP on another host name it renders every operation, branded, all from the service', async () => {
    const { page, requested, failed, errors, csp } = await openDocs();
    const expected = operationCount(doc);
    assert.ok(expected >= 28, `only ${expected} operations in /openapi.json`);
    const rendered = await until(
      () => page.locator('.opblock').count(),
      (n) => n >= expected,
      `${expected} operations on the page`,
      PAGE,
    );
    assert.equal(rendered, expected);

    assert.equal(await page.title(), REFERENCE_TITLE);
    const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => (l as unknown as { href: string }).href));
    assert.equal(icons.length, 1, `icons: ${icons}`);
    // Fetched by the page: the host name resolves in the browser only.
    const icon = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { type: res.headers.get('content-type'), body: await res.text() };
    }, icons[0]!);
    assert.deepEqual(icon, { type: 'image/svg+xml', body: TOLLGATE_ICON_SVG });
    const logo = await page.locator('.topbar-wrapper img').getAttribute('src');
    assert.equal(logo, `data:image/svg+xml;base64,${Buffer.from(TOLLGATE_LOGO_SVG).toString('base64')}`);

    assert.ok(csp && !csp.includes('upgrade-insecure-requests'), `CSP: ${csp}`);
    const elsewhere = requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
    assert.deepEqual(elsewhere, [], 'requests that left the service (or were upgraded to https)');
    assert.ok(
      requested.some((url) => url.endsWith('/docs/json')),
      `the page asked for its document: ${requested}`,
    );
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('"Try it out" leaves optional filters empty and says their example in words', async () => {
    const { page } = await openDocs();
    const operation = page.locator('[id$="-getOrderCount"]');
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    for (const name of ['currency', 'interval_count']) {
      const row = operation.locator(`tr[data-param-name="${name}"]`);
      assert.equal(await row.locator('input').inputValue(), '', `${name} is pre-filled`);
    }
    assert.match(await operation.locator('tr[data-param-name="currency"]').innerText(), /Example: USD\./);
    await page.context().close();
  });

  test('the page’s copy of the document has no example on optional parameters; /openapi.json keeps them', async () => {
    const page = JSON.parse((await t.app.inject({ url: '/docs/json' })).body);
    const path = '/v1/bot{bot_id}/{api_key}/orders/count';
    const currency = (d: any) => d.paths[path].get.parameters.find((p: { name: string }) => p.name === 'currency');
    assert.equal(currency(doc).example, 'USD');
    assert.equal(currency(page).example, undefined);
    for (const item of Object.values<any>(page.paths)) {
      for (const method of METHODS) {
        for (const param of item[method]?.parameters ?? []) {
          if (!param.required) assert.ok(param.example === undefined && param.examples === undefined, `${method} ${param.name}`);
        }
      }
    }
    assert.equal(operationCount(page), operationCount(doc));
  });

  test('the page and its assets carry a strict CSP without upgrade-insecure-requests over HTTP', async () => {
    for (const url of ['/docs', '/docs/static/swagger-initializer.js', '/docs/static/swagger-ui-bundle.js', '/docs/static/theme/favicon.svg']) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/, url);
      assert.doesNotMatch(csp, /upgrade-insecure-requests/, url);
      // Only 'self', 'none' and data: (for images): no other origin, no scheme-wide source.
      for (const directive of csp.split(';')) {
        const [, ...sources] = directive.trim().split(/\s+/);
        for (const source of sources) assert.ok(["'self'", "'none'", 'data:'].includes(source), `${url}: ${source} in ${csp}`);
      }
    }
  });

  test('served over HTTPS (here: behind a trusted proxy), the page asks for upgrade-insecure-requests', async () => {
    // buildApp has no TLS and no trustProxy, so the branch is checked on the plugin alone.
    const app = Fastify({ trustProxy: true });
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    await referencePage(app, (document) => document);
    try {
      const https = await app.inject({ url: '/docs', headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(https.headers['content-security-policy']), /; upgrade-insecure-requests$/);
      const http = await app.inject({ url: '/docs', headers: { 'x-forwarded-proto': 'http' } });
      assert.doesNotMatch(String(http.headers['content-security-policy']), /upgrade-insecure-requests/);
    } finally {
      await app.close();
    }
  });
});
