// Which push service addresses we send to. A subscription's endpoint is client input, so without
// these checks it would make the server call any address, internal ones included (SSRF): only
// https on port 443 of a public host, checked when the subscription is given and again on the
// address the host name resolves to when a message goes out (a name may point inside later).
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Every public IPv6 address lies in the global unicast space. Outside it lie the forms that carry
// an IPv4 address (IPv4-compatible ::a.b.c.d, IPv4-translated, NAT64 64:ff9b::/96 and
// 64:ff9b:1::/48), site-local fec0::/10, unique-local, link-local, multicast and the rest; inside
// it, ipaddr.js names the special-purpose blocks (6to4, Teredo, documentation, benchmarking, …).
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/**
 * Whether an IP address is one a push service may have: a unicast address of the public internet,
 * judged by the IANA special-purpose registries (IPv4 and IPv6), an IPv4-mapped IPv6 address by
 * its IPv4 part, whatever its notation (::ffff:7f00:1 is 127.0.0.1).
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  try {
    const parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) return isPublicAddress(ipv6.toIPv4Address().toString());
    return ipv6.range() === 'unicast' && globalUnicast.check(ipv6.toNormalizedString(), 'ipv6');
  } catch {
    return false;
  }
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost']);

/** A loopback endpoint admitted by PUSH_ALLOW_LOOPBACK (tests acting as the push service). */
export function isAdmittedLoopback(url: URL, allowLoopback: boolean): boolean {
  return (
    allowLoopback &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    loopbackHosts.has(url.hostname)
  );
}

/**
 * Whether an endpoint may be stored: https on the default port (443) of a public host name or
 * address, or an admitted loopback. Push services all listen on 443; any other port would let a
 * subscription aim the server at some other service of a public host.
 */
export function isAcceptableEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  const url = URL.parse(endpoint);
  if (!url || url.username || url.password) return false;
  if (isAdmittedLoopback(url, allowLoopback)) return true;
  // The URL parser drops the scheme's default port: '' is 443 here.
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  // A bare name (no dot) or a name under a local-only suffix resolves inside.
  return host.includes('.') && !/\.(?:local|localhost|internal|home\.arpa)$/i.test(host);
}
