// Which push service addresses we send to. A subscription's endpoint is client input, so without
// these checks it would make the server call any address, internal ones included (SSRF): only
// https on a public host, checked when the subscription is given and again on the address the
// host name resolves to when a message goes out (a name may point inside later).
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4 part in isPublicAddress.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost']);

/** Whether an IP address is one a push service may have (not private, loopback, link-local, …). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A loopback endpoint admitted by PUSH_ALLOW_LOOPBACK (tests acting as the push service). */
export function isAdmittedLoopback(url: URL, allowLoopback: boolean): boolean {
  return (
    allowLoopback &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    loopbackHosts.has(url.hostname)
  );
}

/** Whether an endpoint may be stored: https on a public host name or address (or an admitted loopback). */
export function isAcceptableEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (isAdmittedLoopback(url, allowLoopback)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  // A bare name (no dot) or a name under a local-only suffix resolves inside.
  return host.includes('.') && !/\.(?:local|localhost|internal|home\.arpa)$/i.test(host);
}
