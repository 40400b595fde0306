// Shared reads (src/db/shared-reads.ts): callers asking for a key at once share one read, and a
// caller asking while a read is in flight never gets that read's value, only one begun after it
// asked. Pure: the read is a function the test controls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedReads } from '../../src/db/shared-reads.js';

/** A read whose answers the test releases one by one, counting the reads begun per key. */
function controlledRead() {
  const begun: number[] = [];
  const pending: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const read = (key: number) => {
    begun.push(key);
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const released = async () => {
    while (!pending.length) await new Promise((r) => setImmediate(r));
    return pending.shift()!;
  };
  return { read, begun, released };
}

test('callers asking at once share one read per key; a caller asking during a read gets the next one; a failed read fails only its callers', async () => {
  const { read, begun, released } = controlledRead();
  const get = sharedReads(read);

  const first = [get(1), get(1), get(2), get(1)];
  (await released()).resolve('one@1');
  (await released()).resolve('two@1');
  assert.deepEqual(await Promise.all(first), ['one@1', 'one@1', 'two@1', 'one@1']);
  assert.deepEqual(begun, [1, 2]);

  // A read of key 1 in flight: callers arriving now must not get its value.
  const early = get(1);
  const inFlight = await released();
  const late = [get(1), get(1)];
  inFlight.resolve('one@2');
  assert.equal(await early, 'one@2');
  (await released()).resolve('one@3');
  assert.deepEqual(await Promise.all(late), ['one@3', 'one@3']);
  assert.deepEqual(begun, [1, 2, 1, 1]);

  const failing = [get(3), get(3)];
  (await released()).reject(new Error('connection lost'));
  assert.deepEqual(
    (await Promise.allSettled(failing)).map((o) => (o.status === 'rejected' ? (o.reason as Error).message : o.value)),
    ['connection lost', 'connection lost'],
  );
  const after = get(3);
  (await released()).resolve('three@2');
  assert.equal(await after, 'three@2');
  assert.deepEqual(begun, [1, 2, 1, 1, 3, 3]);
});
