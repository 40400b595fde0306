// Where webhooks may go (SPEC §10): public addresses only. A URL's host is resolved when the
// endpoint is saved and again when each connection is made (so a name that later resolves to a
// private address — DNS rebinding — is refused at delivery too).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Networks no webhook may reach: this host, private, shared, link-local, documentation,
 * benchmark, multicast and reserved ranges. */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any textual form (`::`, an embedded dotted quad). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = Number.parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible
 * (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::). */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const quad = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return quad(12);
  if (zeros(0, 12) && !zeros(12, 14)) return quad(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return quad(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return quad(2);
  return undefined;
}

/** Whether a webhook must not connect to this IP address (v4 or v6, in any form). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(ipv6Bytes(address));
  if (inner !== undefined && BLOCKED.check(inner, 'ipv4')) return true;
  return BLOCKED.check(address.split('%')[0]!, 'ipv6');
}

export interface AddressPolicy {
  /** TOLLGATE_WEBHOOK_ALLOW_PRIVATE=1: http:// and any address (local development, tests). */
  allowPrivate: boolean;
}

/** Why this URL may not receive webhooks (a sentence for a 422 on `url`), or undefined. */
export async function refuseUrl(raw: string, policy: AddressPolicy, resolve = resolveAll): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL, such as https://example.com/hooks/tollgate';
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return 'must start with https://';
  if (policy.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `must name a host that resolves; ${host} did not`;
  }
  const blocked = addresses.find(isBlockedAddress);
  if (blocked === undefined) return undefined;
  return `must reach a public address; ${host} ${blocked === host ? 'is a' : `resolves to ${blocked}, a`} private, loopback or link-local address`;
}

function resolveAll(host: string): Promise<string[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, found) => (err ? reject(err) : resolve(found.map((a) => a.address)))),
  );
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for outgoing connections that refuses blocked addresses: the check happens on the
 * addresses the socket will actually use, after any DNS change since the endpoint was saved.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true, verbatim: true }, (err, found) => {
    if (err) return callback(err, options.all ? [] : '', 0);
    const allowed = found.filter((a) => !isBlockedAddress(a.address));
    if (allowed.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to a private, loopback or link-local address`), { code: 'EADDRBLOCKED' });
      return callback(refused, options.all ? [] : '', 0);
    }
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
}
