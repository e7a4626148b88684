// Image uploads: one file of a multipart form, or the image itself as the body. A route scope that
// takes them registers `acceptImageUploads` first, so that no other route accepts such bodies.
import fastifyMultipart from '@fastify/multipart';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Lets the scope's routes take a multipart form with one file, or a raw image body, of at most `maxBytes`. */
export async function acceptImageUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded file: the one file of a multipart form, or a raw image body. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) {
    const data = await readMultipartFile(request);
    if (!data) throw new AppError(ErrorCode.invalidInput, { problems: { file: 'required' } });
    return data;
  }
  if (Buffer.isBuffer(request.body) && request.body.length > 0) return request.body;
  throw new AppError(ErrorCode.invalidInput, { problems: { file: 'required' } });
}

// A form the parser cannot read (a boundary that does not match, a body cut short) is the
// client's mistake: 400. The parser's own limits keep their status (413 for a file too large).
async function readMultipartFile(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const part = await request.file();
    return part ? await part.toBuffer() : undefined;
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
    throw new AppError(ErrorCode.invalidInput, { problems: { file: 'invalid' }, cause: error });
  }
}
