// `tollgate backup --file F` (SPEC §16): a consistent copy of a SQLite database taken while the
// service writes to it, run as a real process.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { call, expectOk } from '../support/helper.js';
import { CLI } from '../support/servers.js';

const run = promisify(execFile);

describe('tollgate backup', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const tollgate = (extra: NodeJS.ProcessEnv, ...args: string[]) => run(process.execPath, [CLI, ...args], { env: { ...env, ...extra }, timeout: 60_000 });

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'tollgate-backup-'));
    env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'tollgate.db')}`, LOG_LEVEL: 'silent' };
    delete env.TOLLGATE_ENCRYPTION_KEY;
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a copy taken under write load passes integrity_check and holds one moment: its counts match its rows', async () => {
    const created = JSON.parse((await tollgate({}, 'bots', 'create', '--bot-id', '808', '--owner', '1', '--json')).stdout);
    const app = await buildApp(loadConfig(env));
    const base = `/v1/bot808/${created.api_key}`;
    try {
      const plan = expectOk(
        await call({ app }, 'POST', `${base}/plans`, { plan_name: 'Monthly', plan_duration: 'P1M', plan_price: '5.00', plan_currency: 'USD' }),
        201,
        'POST',
        '/plans',
      );
      // The service records orders one after another for as long as the copy runs.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          const order = {
            plan_id: plan.plan_id,
            member_id: String(10_000 + written),
            amount: '5.00',
            currency: 'USD',
            paid_at: new Date(Date.UTC(2026, 0, 1) + written * 60_000).toISOString(),
          };
          expectOk(await call({ app }, 'POST', `${base}/orders`, order), 201, 'POST', '/orders');
          written += 1;
        }
      })();
      while (written < 20) await new Promise((r) => setImmediate(r));
      const file = join(dir, 'copy.db');
      const { stdout } = await tollgate({}, 'backup', '--file', file, '--json');
      const atCopy = written;
      writing = false;
      await writer;
      const report = JSON.parse(stdout);
      assert.deepEqual(Object.keys(report), ['source', 'file', 'pages', 'bytes']);
      assert.equal(report.file, file);
      assert.ok(report.pages > 0 && report.bytes === report.pages * 4096, stdout);
      assert.ok(!existsSync(`${file}.partial`));

      const copy = new SQLite(file, { readonly: true });
      const rows = (copy.prepare('select count(*) as n from orders').get() as { n: number }).n;
      assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
      copy.close();
      assert.ok(rows >= 20 && rows <= atCopy + 1, `${rows} orders in the copy, ${atCopy} written when it ended`);

      // The copy serves: its kept counts were written in the same transactions as its rows.
      const restored = await buildApp(loadConfig({ ...env, DATABASE_URL: `sqlite:${file}` }));
      try {
        const count = expectOk(await call({ app: restored }, 'GET', `${base}/orders/count?interval_unit=year&interval_count=1`), 200, 'GET', '/orders/count');
        assert.deepEqual(
          count.map((c: { sales: number }) => c.sales),
          [rows],
        );
      } finally {
        await restored.close();
      }
    } finally {
      await app.close();
    }
  });

  test('refuses a file that exists, a missing --file and a PostgreSQL database, changing nothing', async () => {
    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'mine');
    await assert.rejects(tollgate({}, 'backup', '--file', taken), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 1);
      assert.equal(err.stderr, `tollgate: ${taken} exists already; name a new file\n`);
      return true;
    });
    await assert.rejects(tollgate({}, 'backup'), (err: { code: number; stderr: string }) => {
      assert.equal(err.code, 2);
      assert.match(err.stderr, /^tollgate: --file <copy.db> is required\n/);
      return true;
    });
    await assert.rejects(
      tollgate({ DATABASE_URL: 'postgres://tollgate:s3cret@127.0.0.1:1/x' }, 'backup', '--file', join(dir, 'pg.db')),
      (err: { code: number; stderr: string }) => {
        assert.equal(err.code, 1);
        assert.match(err.stderr, /On PostgreSQL, use its own tool: pg_dump/);
        assert.ok(!err.stderr.includes('s3cret'));
        return true;
      },
    );
    assert.ok(!existsSync(join(dir, 'pg.db')));
  });
});
