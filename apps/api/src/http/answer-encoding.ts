// Compression for answers that go out past @fastify/compress's hook (app.ts): the kept free-time
// answers, sent as bytes, and the pages of the not-found handler, which the hook does not reach.
// Chosen and made as the plugin does, so every answer negotiates alike.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** As @fastify/compress (app.ts): nothing under 1 KiB, brotli at its default quality 4. */
export const compressThreshold = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer in, chosen as @fastify/compress chooses it ("*" and "x-gzip" mean gzip). */
export function acceptedEncoding(headers: Record<string, string | string[] | undefined>): AnswerEncoding {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string' || headers['x-no-compression'] !== undefined) return 'identity';
  return encodings.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip')) ?? 'identity';
}

/** Vary: accept-encoding beside what is there already (CORS may have put Origin), as @fastify/compress does. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

export function compressAnswer(body: Buffer | string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
}
