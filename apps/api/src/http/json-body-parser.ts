// JSON request bodies: Fastify's own parser (prototype poisoning refused), behind a count of how
// deep the body nests. V8 parses any depth, but a 1 MB body of brackets costs about a second of
// CPU to build, and every later walk (zod, the input rules, the database driver) would have to
// cope with it: such a body is refused before it is parsed.
import { ErrorCode } from '@studio/domain/error-codes';
import { maxInputDepth } from '@studio/domain/input-rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Whether arrays and objects in a JSON text nest deeper than `limit`, found in one pass over the
 * text without parsing it: brackets inside strings do not count, and the pass stops at the limit.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, maxInputDepth)) {
      done(new AppError(ErrorCode.invalidInput, { problems: { _: 'nestedTooDeep' } }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
