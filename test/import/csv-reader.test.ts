// The import's CSV reader: batches come as the file is read, and the file is read no faster than
// the batches are taken (a slow database must not make the reader hold the whole file).
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { readOrderCsv } from '../../src/import/csv-reader.js';

const HEADER = 'plan_id,member_id,amount,currency,paid_at,external_id';
const LINES_PER_CHUNK = 100;
const CHUNKS = 2_000;

/** A file of CHUNKS × LINES_PER_CHUNK rows, made a chunk at a time as the reader asks; counts them. */
function generatedFile() {
  const made = { chunks: 0 };
  let line = 0;
  const input = new Readable({
    read() {
      if (made.chunks === CHUNKS) return void this.push(null);
      let text = made.chunks === 0 ? `${HEADER}\n` : '';
      for (let i = 0; i < LINES_PER_CHUNK; i++, line++) text += `1,m${line},,,2026-01-01T00:00:00Z,e${line}\n`;
      made.chunks++;
      this.push(text);
    },
  });
  return { input, made };
}

test('the file is read no faster than its batches are taken, and every row arrives once, in order', async () => {
  const { input, made } = generatedFile();
  const batches = readOrderCsv(input);
  const first = await batches.next();
  assert.equal(first.done, false);
  // Many turns of the event loop with the first batch not handed back: reading stays where it was.
  const readThen = made.chunks;
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(made.chunks, readThen);
  assert.ok(readThen < CHUNKS / 10, `read ${readThen} of ${CHUNKS} chunks for one batch`);

  let line = 2; // line 1 is the header
  const check = (batch: Awaited<ReturnType<typeof batches.next>>['value']) => {
    for (const row of batch ?? []) {
      const n = line - 2;
      assert.deepEqual(row, { line, plan_id: '1', member_id: `m${n}`, amount: '', currency: '', paid_at: '2026-01-01T00:00:00Z', external_id: `e${n}` });
      line++;
    }
  };
  check(first.value);
  for await (const batch of batches) check(batch);
  assert.equal(line - 2, CHUNKS * LINES_PER_CHUNK);
});
