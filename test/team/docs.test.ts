// docs/team.md's table is the code's (src/team/powers.ts): the same powers, levels and words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { POWERS } from '../../src/team/powers.js';

test('docs/team.md lists exactly the table of powers', () => {
  const text = readFileSync(join(import.meta.dirname, '../../docs/team.md'), 'utf8');
  const rows = [...text.matchAll(/^\| (\d) \| (.+?) \| `([a-z.]+)` \|$/gm)].map(([, level, what, power]) => [power, { level: Number(level), what }]);
  assert.deepEqual(Object.fromEntries(rows), POWERS);
  assert.equal(rows.length, Object.keys(POWERS).length);
});
