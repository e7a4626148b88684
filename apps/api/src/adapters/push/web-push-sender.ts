// Sends one Web Push message: encrypted for the browser (aes128gcm) and signed with our VAPID key by
// the web-push library, then posted by us, so that the connection only ever goes to a public
// address (push-endpoint.ts) and never follows a redirect.
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webPush from 'web-push';
import { isAcceptableEndpoint, isAdmittedLoopback, isPublicAddress } from './push-endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** delivered: the push service took it; gone: 404/410, the subscription no longer exists. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface WebPushSender {
  readonly publicKey: string;
  send(subscription: StoredPushSubscription, payload: string): Promise<PushOutcome>;
}

const timeoutMs = 10_000;
/** How long the push service keeps a message for a browser that is offline (seconds). */
const timeToLive = 24 * 60 * 60;

/** All addresses of a host name (the system's resolver; tests bring their own). */
export type ResolveHost = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemResolver: ResolveHost = (hostname, family) =>
  dnsLookup(hostname, { all: true, family: family === 4 || family === 6 ? family : 0 });

/**
 * The connection's own DNS lookup: it resolves the name once and hands the socket only the public
 * addresses it found, so the address connected to is the one checked (no second lookup that a
 * rebinding name could answer differently).
 */
export function publicOnlyLookup(resolve: ResolveHost, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolve(hostname, family).then(
      (addresses) => {
        const allowed = addresses.filter((entry) => allowPrivate || isPublicAddress(entry.address));
        const first = allowed[0];
        if (!first) {
          callback(
            Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
          return;
        }
        if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function post(url: URL, headers: Record<string, string | number>, body: Buffer, lookup: LookupFunction) {
  return new Promise<number>((resolveStatus, reject) => {
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': body.length },
      timeout: timeoutMs,
      lookup,
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, options, (response) => {
      response.resume();
      response.on('end', () => resolveStatus(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('push service did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

export function createWebPushSender(options: {
  keys: VapidKeys;
  /** Who to contact about our pushes: an https: URL or a mailto: address. */
  subject: string;
  allowLoopback: boolean;
  resolve?: ResolveHost;
}): WebPushSender {
  const { keys, subject, allowLoopback } = options;
  const resolve = options.resolve ?? systemResolver;
  return {
    publicKey: keys.publicKey,
    async send(subscription, payload) {
      if (!isAcceptableEndpoint(subscription.endpoint, allowLoopback)) return 'gone';
      const url = new URL(subscription.endpoint);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const loopback = isAdmittedLoopback(url, allowLoopback);
      if (isIP(host) !== 0 && !loopback && !isPublicAddress(host)) return 'gone';
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: timeToLive,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      const body = Buffer.isBuffer(details.body) ? details.body : Buffer.from(details.body ?? '');
      const status = await post(
        url,
        details.headers as Record<string, string>,
        body,
        publicOnlyLookup(resolve, loopback),
      );
      if (status >= 200 && status < 300) return 'delivered';
      return status === 404 || status === 410 ? 'gone' : 'failed';
    },
  };
}

/** The VAPID subject: PUBLIC_URL when it is https, else the sender address of our mail. */
export function vapidSubjectOf(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
