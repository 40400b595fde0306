// Where webhooks may go: the address rules in every textual form, URL checks at save time with a
// resolver of our choosing, and the connection-time check that stops DNS rebinding.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { guardedLookup, isBlockedAddress, refuseUrl } from '../../src/modules/webhooks/address-policy.js';
import { createSender } from '../../src/webhooks/sender.js';

describe('isBlockedAddress', () => {
  test('private, loopback, link-local, shared, reserved and multicast networks, v4 and v6, in every form', () => {
    const blocked = [
      '0.0.0.0',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '127.0.0.1',
      '127.1.2.3',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '2001:db8::1',
      // IPv4 inside IPv6: mapped (both spellings), compatible, NAT64, 6to4.
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:169.254.169.254',
      '::10.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
      'not an address',
    ];
    for (const address of blocked) assert.equal(isBlockedAddress(address), true, address);
    const allowed = [
      '93.184.215.14',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:93.184.215.14',
      '64:ff9b::808:808',
      '2002:5db8:d70e::1',
    ];
    for (const address of allowed) assert.equal(isBlockedAddress(address), false, address);
  });
});

describe('refuseUrl', () => {
  const policy = { allowPrivate: false };
  const resolver = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

  test('https:// to a name whose every address is public passes; one private address among them refuses it', async () => {
    const resolve = resolver({
      'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'mixed.example.com': ['93.184.215.14', '10.1.2.3'],
    });
    assert.equal(await refuseUrl('https://hooks.example.com/tollgate', policy, resolve), undefined);
    assert.equal(
      await refuseUrl('https://mixed.example.com/tollgate', policy, resolve),
      'must reach a public address; mixed.example.com resolves to 10.1.2.3, a private, loopback or link-local address',
    );
    assert.equal(await refuseUrl('https://nowhere.example.com/', policy, resolve), 'must name a host that resolves; nowhere.example.com did not');
    assert.equal(await refuseUrl('http://hooks.example.com/', policy, resolve), 'must start with https://');
    assert.equal(await refuseUrl('ftp://hooks.example.com/', policy, resolve), 'must start with https://');
    assert.equal(await refuseUrl('/relative', policy, resolve), 'must be an absolute URL, such as https://example.com/hooks/tollgate');
  });

  test('TOLLGATE_WEBHOOK_ALLOW_PRIVATE lifts both rules, and only those', async () => {
    const open = { allowPrivate: true };
    assert.equal(await refuseUrl('http://127.0.0.1:8080/hook', open), undefined);
    assert.equal(await refuseUrl('https://10.0.0.1/hook', open), undefined);
    assert.equal(await refuseUrl('ftp://127.0.0.1/hook', open), 'must start with https://');
  });
});

describe('at connection time', () => {
  test('the lookup a connection uses refuses private answers (a name that changed to one since it was saved)', async () => {
    const answer = await new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((resolve) =>
      guardedLookup('localhost', { all: true }, (err, address) => resolve({ err, address })),
    );
    assert.equal(answer.err?.code, 'EADDRBLOCKED');
    assert.equal(answer.err?.message, 'localhost resolves to a private, loopback or link-local address');
  });

  test('the sender refuses such a host before sending, and any private IP literal or http:// URL', async () => {
    const sender = createSender({ allowPrivate: false, timeoutMs: 2000 });
    try {
      const request = { messageId: '1', body: '{}', secrets: [`whsec_${Buffer.alloc(32, 1).toString('base64')}`] };
      const results = await Promise.all(
        ['https://localhost:9/hook', 'https://127.0.0.1:9/hook', 'https://[::ffff:7f00:1]:9/hook', 'http://93.184.215.14/hook'].map((url) =>
          sender.send({ ...request, url }),
        ),
      );
      assert.deepEqual(
        results.map(({ delivered, responseCode, error }) => ({ delivered, responseCode, error })),
        [
          { delivered: false, responseCode: null, error: 'localhost resolves to a private, loopback or link-local address' },
          { delivered: false, responseCode: null, error: '127.0.0.1 is a private, loopback or link-local address' },
          { delivered: false, responseCode: null, error: '::ffff:7f00:1 is a private, loopback or link-local address' },
          { delivered: false, responseCode: null, error: 'only https:// URLs receive webhooks' },
        ],
      );
    } finally {
      sender.close();
    }
  });
});
