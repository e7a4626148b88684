// TRUST_PROXY: which X-Forwarded-For entries to believe. Each proxy appends the address it saw, so
// only the right-most entries come from proxies of ours; the left-most is whatever the client
// wrote. Trusting every hop (Fastify's `trustProxy: true`) took that left-most entry, letting a
// client choose its address and slip past every per-address limit. Either a number of proxies in
// front (1: the right-most entry is the client) or the proxies' addresses (the right-most entry
// not among them is the client), as Fastify's `trustProxy` takes them.
import { isIP } from 'node:net';
import { z } from 'zod';

/** false: the connection's own address; a number of proxies; or the proxies' addresses and subnets. */
export type TrustedProxies = false | number | string[];

/** Names proxy-addr (Fastify) knows for the private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const explanation =
  'must be false, the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

export const trustProxySchema = z.string().transform((value, context): TrustedProxies => {
  const setting = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(setting)) return false;
  // "true" from before hop counts: one proxy in front, the usual set-up (compose.yaml's Caddy).
  if (['true', 'yes'].includes(setting)) return 1;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops <= 10) return hops;
  } else {
    const entries = setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrSubnet)) return entries;
  }
  context.addIssue({ code: 'custom', message: explanation });
  return z.NEVER;
});

/**
 * The setting as Fastify's `trustProxy` takes it. Fastify ignores a bare hop count (it cannot know
 * that the peer is a proxy), so a count becomes the function proxy-addr asks about each address
 * from the connection's inwards: the first `hops` are proxies. The app must then be reachable only
 * through them, as in compose.yaml, where only Caddy publishes a port.
 */
export function fastifyTrustProxy(
  setting: TrustedProxies,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
