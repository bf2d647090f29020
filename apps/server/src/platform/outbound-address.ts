import { BlockList, isIP } from 'node:net';

/**
 * Addresses the portal never calls on a customer's behalf (webhooks; docs/business-rules.md "Webhooks", SSRF):
 * loopback, private, shared (CGNAT), link-local (the cloud metadata address 169.254.169.254 among them),
 * unspecified, multicast, reserved and documentation ranges, and the IPv6 forms that carry an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`), judged by that address.
 */

const V4_REFUSED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const V6_REFUSED: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64 (judged by its IPv4 address too)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT): ::ffff:0:a.b.c.d
  ['2001::', 32], // Teredo: an IPv4 address inside
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const V4_LOOPBACK = new BlockList();
V4_LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');

const refused = new BlockList();
for (const [network, prefix] of V4_REFUSED) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6_REFUSED) refused.addSubnet(network, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (any textual form, an embedded dotted IPv4 included). */
const ipv6Bytes = (address: string): number[] => {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
};

/** The IPv4 address an IPv6 address carries (mapped, compatible or NAT64), if it carries one. */
const embeddedIpv4 = (address: string): string | undefined => {
  const bytes = ipv6Bytes(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const compatible = zeros(0, 12);
  const nat64 = bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12);
  return mapped || compatible || nat64 ? bytes.slice(12).join('.') : undefined;
};

/** Whether the portal may call this IP address; `allowLoopback` lets development and tests call 127/8 and ::1. */
export const isCallableAddress = (address: string, allowLoopback = false): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const bytes = ipv6Bytes(address);
    // `::1` is loopback and `::` unspecified, not IPv4-compatible addresses.
    if (bytes.slice(0, 15).every((byte) => byte === 0)) return allowLoopback && bytes[15] === 1;
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined) return isCallableAddress(v4, allowLoopback);
    return !refused.check(address, 'ipv6');
  }
  if (allowLoopback && V4_LOOPBACK.check(address, 'ipv4')) return true;
  return !refused.check(address, 'ipv4');
};
