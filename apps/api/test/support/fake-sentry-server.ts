// A local HTTP server acting as Sentry's ingestion API: it records every envelope posted to it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEnvelope {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeSentryServer {
  /** e.g. 127.0.0.1:40123 */
  host: string;
  received: ReceivedEnvelope[];
  close(): Promise<void>;
}

export async function startFakeSentryServer(): Promise<FakeSentryServer> {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks) });
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    received,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
