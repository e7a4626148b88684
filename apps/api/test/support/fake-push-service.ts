// A local HTTP server acting as a browser vendor's push service, and a browser's side of a Web Push
// subscription (its P-256 key pair and auth secret) that decrypts what arrives (RFC 8291, aes128gcm).
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  received: ReceivedPush[];
  /** Paths the service answers with this status instead of 201 (e.g. 410: the subscription is gone). */
  answers: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

export interface BrowserSubscription {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm push body encrypted for this browser. */
  decrypt(body: Buffer): string;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const keys = createECDH('prime256v1');
  const browserPublic = keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: browserPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = keys.computeSecret(serverPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
      const key = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('not the last record of a push message');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
