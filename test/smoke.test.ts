import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, expectOk } from './support/helper.js';

test('a fresh app answers orders/count with one zero entry', async () => {
  const t = await createTestApp({ now: '2026-11-21T12:00:00Z' });
  try {
    const result = expectOk(await call(t, 'GET', `${t.base}/orders/count`), 200, 'GET', '/orders/count');
    assert.deepEqual(result, [{ period: '2026-11-21', revenue: '0.00', currency: 'USD', formatted: '$0.00', sales: 0 }]);
  } finally {
    await t.close();
  }
});
